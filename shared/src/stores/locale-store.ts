import { makeAutoObservable } from 'mobx';
import type { Locale } from '../contracts';

export class LocaleStore {
  locale: Locale;

  constructor(locale: Locale) {
    this.locale = locale;
    makeAutoObservable(this);
  }

  get dir(): 'rtl' | 'ltr' {
    return this.locale === 'ar' ? 'rtl' : 'ltr';
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }
}
