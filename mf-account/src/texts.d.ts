/** The `account` namespace: this remote's texts in both languages. */
export declare const texts: {
  en: {
    screens: {
      account: string;
      auth: string;
      login: string;
      signup: string;
      orders: string;
      points: string;
      wallet: string;
      addresses: string;
      orderAsUsual: string;
      rewards: string;
      challenges: string;
      challenge: string;
      referralCode: string;
    };
  };
  ar: {
    screens: {
      account: string;
      auth: string;
      login: string;
      signup: string;
      orders: string;
      points: string;
      wallet: string;
      addresses: string;
      orderAsUsual: string;
      rewards: string;
      challenges: string;
      challenge: string;
      referralCode: string;
    };
  };
};
export declare const NAMESPACE = 'account';
