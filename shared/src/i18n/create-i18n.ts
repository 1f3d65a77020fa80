import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../contracts';
import { common } from './common';

/** An i18next instance with Arabic default, English fallback-free, and the `common` namespace loaded. */
export const createI18n = (locale: Locale): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    defaultNS: 'common',
    ns: ['common'],
    // Copies: texts added later (`./api-error-texts`) go into this page's resources, never into the shared constants.
    resources: { ar: { common: { ...common.ar } }, en: { common: { ...common.en } } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
};
