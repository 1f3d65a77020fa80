/** The `emenu` namespace: this remote's texts in both languages. */
export declare const texts: {
  en: {
    screens: {
      emenu: string;
      emenuBranch: string;
      emenuBranches: string;
    };
  };
  ar: {
    screens: {
      emenu: string;
      emenuBranch: string;
      emenuBranches: string;
    };
  };
};
export declare const NAMESPACE = 'emenu';
