/** The `menu` namespace: this remote's texts in both languages. */
export declare const texts: {
  en: {
    screens: {
      home: string;
      menu: string;
      menuByType: string;
      dineInMenu: string;
      item: string;
      selectType: string;
      selectTypeBranch: string;
    };
  };
  ar: {
    screens: {
      home: string;
      menu: string;
      menuByType: string;
      dineInMenu: string;
      item: string;
      selectType: string;
      selectTypeBranch: string;
    };
  };
};
export declare const NAMESPACE = 'menu';
