import type { Translations } from '@storefront/shared';
interface ShellTexts {
  skipToContent: string;
  switchLanguage: string;
  switchLanguageLabel: string;
  home: string;
  mainNavigation: string;
  rights: string;
  screens: Record<string, string>;
  siteUnavailable: string;
}
/** The `shell` namespace: the frame and the pages the shell owns. */
export declare const texts: Translations<ShellTexts>;
export declare const NAMESPACE = 'shell';
export {};
