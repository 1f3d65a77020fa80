import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/context';
import type { Translations } from './common';

/**
 * Registers a remote's own namespace (once) and returns its `t`. Every remote ships its texts with
 * its code, so deploying a remote never needs a change of the shell.
 */
export const useNamespace = <T extends object>(ns: string, texts: Translations<T>) => {
  const { i18n } = useStores();
  if (!i18n.hasResourceBundle('ar', ns)) {
    i18n.addResourceBundle('ar', ns, texts.ar, true, false);
    i18n.addResourceBundle('en', ns, texts.en, true, false);
  }
  return useTranslation([ns, 'common']);
};
