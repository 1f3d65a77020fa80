import sharp from 'sharp';
import type { Setting, Tenant } from '@storefront/shared/contracts';
import { APP_ICON_PATHS, brandColors } from './web-manifest';

type IconKind = keyof typeof APP_ICON_PATHS;

const ICONS: Record<IconKind, { size: number; logoShare: number }> = {
  any192: { size: 192, logoShare: 0.84 },
  any512: { size: 512, logoShare: 0.84 },
  // A maskable icon keeps its picture in the middle 80% circle: the logo is drawn in the middle 60%.
  maskable512: { size: 512, logoShare: 0.6 },
};

/** The icon kind a path names, or null. */
export const appIconOfPath = (pathname: string): IconKind | null =>
  (Object.entries(APP_ICON_PATHS).find(([, iconPath]) => iconPath === pathname)?.[0] as IconKind | undefined) ?? null;

const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const KEPT_ICONS = 200;

/**
 * The tenant's logo (SVG or a picture) drawn as a square PNG on its background colour, rendered
 * here with sharp (libvips): a PNG is what Chromium's install criteria read. Renders are kept by
 * logo, colour and kind, so a logo is fetched and drawn once per server (until it changes).
 */
export const createAppIcons = (apiUrl: string) => {
  const rendered = new Map<string, Promise<Buffer>>();

  const render = async (logoUrl: string, background: string, kind: IconKind): Promise<Buffer> => {
    const response = await fetch(logoUrl, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`logo ${logoUrl} answered ${response.status}`);
    const logo = Buffer.from(await response.arrayBuffer());
    if (logo.length > MAX_LOGO_BYTES) throw new Error(`logo ${logoUrl} is larger than ${MAX_LOGO_BYTES} bytes`);
    const { size, logoShare } = ICONS[kind];
    const inner = Math.round(size * logoShare);
    const drawn = await sharp(logo, { density: 300 })
      .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return sharp({ create: { width: size, height: size, channels: 4, background } })
      .composite([{ input: drawn, gravity: 'center' }])
      .png()
      .toBuffer();
  };

  return (tenant: Tenant, settings: readonly Setting[], kind: IconKind): Promise<Buffer> => {
    const logoUrl = new URL(tenant.logo, apiUrl).href;
    const { background } = brandColors(settings);
    const key = `${logoUrl}|${background}|${kind}`;
    let icon = rendered.get(key);
    if (!icon) {
      if (rendered.size >= KEPT_ICONS) rendered.delete(rendered.keys().next().value!);
      icon = render(logoUrl, background, kind);
      // A failure is not kept: the next request tries again.
      icon.catch(() => rendered.delete(key));
      rendered.set(key, icon);
    }
    return icon;
  };
};
