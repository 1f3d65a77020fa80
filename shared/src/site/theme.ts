/**
 * Theme settings (group `website`) become CSS variables. Every value is checked against what its
 * property may hold, so a tenant setting can never inject CSS.
 */
type Kind = 'color' | 'length' | 'shadow' | 'font' | 'image';

export const THEME_SETTINGS: ReadonlyArray<{ key: string; variable: string; kind: Kind }> = [
  { key: 'website.theme_primary_color', variable: '--sf-primary', kind: 'color' },
  { key: 'website.theme_on_primary_color', variable: '--sf-on-primary', kind: 'color' },
  { key: 'website.theme_secondary_color', variable: '--sf-secondary', kind: 'color' },
  { key: 'website.theme_text_color', variable: '--sf-text', kind: 'color' },
  { key: 'website.theme_background_color', variable: '--sf-background', kind: 'color' },
  { key: 'website.theme_surface_color', variable: '--sf-surface', kind: 'color' },
  { key: 'website.theme_radius', variable: '--sf-radius', kind: 'length' },
  { key: 'website.theme_shadow', variable: '--sf-shadow', kind: 'shadow' },
  { key: 'website.theme_font', variable: '--sf-font', kind: 'font' },
  { key: 'website.theme_background_image', variable: '--sf-background-image', kind: 'image' },
  { key: 'social.icon_color', variable: '--sf-social-icon', kind: 'color' },
];

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[\d.%\s,/]+\))$/i;
const LENGTH = /^\d+(\.\d+)?(px|rem|em|%)?$/;
const SHADOW = /^[\w\s.,#%()/-]+$/;
const FONT = /^[\p{L}\p{N}\s,'"-]+$/u;
const IMAGE = /^(https?:\/\/|\/)[^\s"'()\\]+$/;

const cssValue = (kind: Kind, raw: string): string | null => {
  const value = raw.trim();
  switch (kind) {
    case 'color':
      return COLOR.test(value) ? value : null;
    case 'length':
      return LENGTH.test(value) ? (/\d$/.test(value) ? `${value}px` : value) : null;
    case 'shadow':
      return SHADOW.test(value) && !/url|expression/i.test(value) ? value : null;
    case 'font':
      return FONT.test(value) ? value : null;
    case 'image':
      return IMAGE.test(value) ? `url("${value}")` : null;
  }
};

/** The CSS variables a tenant's settings define (invalid values are left out). */
export const themeVariables = (settings: ReadonlyArray<{ key: string; value: unknown }>, mediaBase = ''): Record<string, string> => {
  const byKey = new Map(settings.map((s) => [s.key, s.value]));
  const variables: Record<string, string> = {};
  for (const { key, variable, kind } of THEME_SETTINGS) {
    const raw = byKey.get(key);
    if (typeof raw !== 'string' || raw === '') continue;
    const resolved = kind === 'image' && raw.startsWith('/') && mediaBase ? `${mediaBase.replace(/\/$/, '')}${raw}` : raw;
    const value = cssValue(kind, resolved);
    if (value) variables[variable] = value;
  }
  return variables;
};

export const themeCss = (variables: Record<string, string>): string =>
  `:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
