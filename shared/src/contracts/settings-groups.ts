/** The settings groups the storefront loads (docs/specification.md §3). */
export const SETTINGS_GROUPS = [
  'general',
  'website',
  'social',
  'order',
  'checkout',
  'language',
  'payment',
  'dine_in',
  'tracking_codes',
  'empty_page',
  'reservation',
  'waiting-list',
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

/** Groups the shell server injects so the first paint needs no round trip. */
export const FIRST_PAINT_SETTINGS_GROUPS: readonly SettingsGroup[] = ['general', 'website', 'social', 'language'];
