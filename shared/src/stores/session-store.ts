import { makeAutoObservable } from 'mobx';

/** The customer as stored after login (spec section 3); filled by the account feature. */
export interface Customer {
  id: number;
  avatar: string | null;
  group: string | null;
  group_id: number | null;
  name: string;
  mobile: string;
  email: string | null;
  gender: string | null;
  referral_code: string | null;
  birthDate: string | null;
  countryCode: string;
}

export class SessionStore {
  isGuest = true;
  token: string | null = null;
  customer: Customer | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  signIn(token: string, customer: Customer): void {
    this.token = token;
    this.customer = customer;
    this.isGuest = false;
  }

  /** Back to guest: token, data and everything tied to the customer are cleared. */
  signOut(): void {
    this.token = null;
    this.customer = null;
    this.isGuest = true;
  }
}
