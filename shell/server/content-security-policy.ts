import type { HostedHumanCheckProvider, RemoteLocation, Tenant } from '@storefront/shared/contracts';

/** What a storefront page may load besides its own origin. */
export interface PagePolicySources {
  /** This response's nonce: the theme <style>, the <style> elements the bundles add and a painted page's script starter carry it. */
  nonce: string;
  /** Where browsers call the api (calls, socket, /media images). */
  apiPublicUrl: string;
  /** The tenant's enabled remotes (their manifests, entries, chunks, fonts and images). */
  remotes: readonly RemoteLocation[];
  /** Sentry's DSN when error reporting is on: events go to its host. */
  errorReportingDsn: string | undefined;
  /** The payment providers' APIs the card form posts a card to, from the browser (never through the api). */
  cardPaymentUrls?: readonly string[];
  /** The tenant has usable tracking codes: Google's tag may load and report. */
  tracking: boolean;
  /** The tenant has a Mapbox token: the address map may load tiles, styles and its blob worker. */
  maps: boolean;
  /** The hosted human check the tenant's forms may show (the tenant lookup's `human_check`); absent: none. */
  humanCheck?: Tenant['human_check'];
}

/** Google's tag (docs/specification.md §5 tracking codes): the script host and where it reports. */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/** Mapbox GL JS, as its documentation asks (tiles, styles, telemetry; a worker from a blob). */
export const MAP_SOURCES = {
  connect: ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'],
  img: ['https://api.mapbox.com'],
  worker: ['blob:'],
} as const;

/**
 * The hosted human checks, as their documentation asks: Turnstile's script and frame
 * (https://developers.cloudflare.com/turnstile/reference/content-security-policy/), hCaptcha's script,
 * frame, styles and calls on hcaptcha.com and its subdomains (https://docs.hcaptcha.com/#content-security-policy-settings).
 */
export const HUMAN_CHECK_SOURCES = {
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], style: [], connect: [] },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
} as const satisfies Record<HostedHumanCheckProvider, Record<'script' | 'frame' | 'style' | 'connect', readonly string[]>>;

const originOf = (url: string): string | null => {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
};

/** An http(s) origin and its socket twin (ws/wss), which not every browser derives from the first. */
const withSocketOrigin = (origin: string): string[] => [origin, origin.replace(/^http/, 'ws')];

const unique = (sources: readonly (string | null)[]): string => [...new Set(sources.filter((s): s is string => !!s))].join(' ');

/**
 * The Content-Security-Policy of a storefront page: scripts only from this site and the remotes
 * (no eval; no inline script but the one that carries this response's nonce), styles from them
 * plus that nonce, calls to the api, the remotes and the services the tenant uses; never framed,
 * no plugins, no `<base>`.
 */
export const pageContentSecurityPolicy = (sources: PagePolicySources): string => {
  const api = originOf(sources.apiPublicUrl);
  const remotes = sources.remotes.map((remote) => originOf(remote.entry));
  const sentry = sources.errorReportingDsn ? originOf(sources.errorReportingDsn) : null;
  const cardPayments = (sources.cardPaymentUrls ?? []).map(originOf);
  const tag = sources.tracking ? TAG_MANAGER_SOURCES : { script: [], connect: [], img: [] };
  const maps = sources.maps ? MAP_SOURCES : { connect: [], img: [], worker: [] };
  // A widget's script moved elsewhere (a stand-in in tests) is allowed where it lives as well.
  const widget = sources.humanCheck ? HUMAN_CHECK_SOURCES[sources.humanCheck.provider] : null;
  const widgetOrigin = sources.humanCheck ? originOf(sources.humanCheck.script_url) : null;
  const human = widget
    ? {
        script: [...widget.script, widgetOrigin],
        frame: [...widget.frame, widgetOrigin],
        style: [...widget.style],
        connect: [...widget.connect, widgetOrigin],
      }
    : { script: [], frame: [], style: [], connect: [] };
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', unique(["'self'", `'nonce-${sources.nonce}'`, ...remotes, ...tag.script, ...human.script])],
    ['style-src', unique(["'self'", `'nonce-${sources.nonce}'`, ...remotes, ...human.style])],
    // blob: images are made by the page's own scripts (a QR code drawn to a canvas, map tiles).
    ['img-src', unique(["'self'", 'data:', 'blob:', api, ...remotes, ...tag.img, ...maps.img])],
    ['font-src', unique(["'self'", 'data:', ...remotes])],
    [
      'connect-src',
      unique([
        "'self'",
        ...(api ? withSocketOrigin(api) : []),
        ...remotes,
        sentry,
        ...cardPayments,
        ...tag.connect,
        ...maps.connect,
        ...human.connect,
      ]),
    ],
    ['worker-src', unique(["'self'", ...maps.worker])],
    // The hosted human check's frame; without one, frames fall back to default-src 'self'.
    ...(human.frame.length > 0 ? ([['frame-src', unique(["'self'", ...human.frame])]] as [string, string][]) : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
};

/** Browser features a storefront page may use: its location (to share it for delivery), nothing else of note. */
export const PAGE_PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()';

/** The headers of every HTML answer of the shell's server, with the page's policy. */
export const pageSecurityHeaders = (contentSecurityPolicy: string): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PAGE_PERMISSIONS_POLICY,
});
