import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lazy/lazy-part';

/**
 * The texts of the api's error codes (`common:apiErrors.*`, both languages, ~3 KiB gzip) are no part
 * of the first screen: they load in a chunk of their own once the page is interactive, and always
 * before a failed call's error reaches the screen (the api client waits for them). docs/performance.md.
 */
const apiErrors = lazyPart(() => import(/* webpackChunkName: "api-error-texts" */ './api-errors'));

/** Whether the api error texts (`apiErrors.*`) are in this page's i18n yet. */
export const hasApiErrorTexts = (i18n: I18n): boolean => i18n.getResource('en', 'common', 'apiErrors') !== undefined;

/** Adds the api error texts to this page's i18n (at once when they are already downloaded). */
export const loadApiErrorTexts = async (i18n: I18n): Promise<void> => {
  if (hasApiErrorTexts(i18n)) return;
  const { API_ERROR_TEXTS } = await apiErrors();
  if (hasApiErrorTexts(i18n)) return;
  for (const locale of ['ar', 'en'] as const) i18n.addResourceBundle(locale, 'common', { apiErrors: API_ERROR_TEXTS[locale] }, true, false);
};

/**
 * For a component that may show an `apiErrors.*` text it made itself (not a failed call's): while
 * `needed`, renders again once the texts are there, loading them in the next task if the page has not yet.
 */
export const useApiErrorTexts = (needed = true): void => {
  const { i18n } = useTranslation('common');
  const missing = needed && i18n.isInitialized && !hasApiErrorTexts(i18n);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!missing) return;
    let active = true;
    const timer = setTimeout(() => {
      loadApiErrorTexts(i18n).then(
        () => active && setLoaded(true),
        () => undefined,
      );
    }, 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [i18n, missing]);
};
