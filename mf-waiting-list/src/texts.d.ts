/** The `waiting-list` namespace: this remote's texts in both languages. */
export declare const texts: {
  en: {
    screens: {
      waitingList: string;
      waitingListBranch: string;
      waitingListEntry: string;
    };
  };
  ar: {
    screens: {
      waitingList: string;
      waitingListBranch: string;
      waitingListEntry: string;
    };
  };
};
export declare const NAMESPACE = 'waiting-list';
