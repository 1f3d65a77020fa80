import type { HostedHumanCheckProvider, Locale } from '@storefront/shared/contracts';

/** The parameters of `render(container, params)` the storefront uses, as both providers document them. */
export interface WidgetRenderParams {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
  /** Turnstile's widget language (hCaptcha's is the script's `hl`). */
  language?: string;
}

/**
 * The explicit-rendering API both scripts put on `window` (`window.turnstile`, `window.hcaptcha`):
 * https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/ and
 * https://docs.hcaptcha.com/configuration#jsapi.
 */
export interface WidgetApi {
  render: (container: HTMLElement, params: WidgetRenderParams) => string;
  remove?: (widgetId: string) => void;
}

type WidgetWindow = Window & Partial<Record<HostedHumanCheckProvider, WidgetApi>> & Record<string, unknown>;

/** The name of the function each script calls once it is ready (`onload=`). */
const ONLOAD = { turnstile: 'sfTurnstileReady', hcaptcha: 'sfHcaptchaReady' } as const;

/**
 * The script's address with explicit rendering and the ready callback; hCaptcha's language is the script's
 * `hl` (Turnstile's is each widget's `language`).
 */
export const widgetScriptUrl = (provider: HostedHumanCheckProvider, scriptUrl: string, locale: Locale): string => {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('onload', ONLOAD[provider]);
  if (provider === 'hcaptcha') url.searchParams.set('hl', locale);
  return url.toString();
};

/** The scripts being loaded, so widgets shown meanwhile wait for the same one. */
const loading = new Map<string, Promise<WidgetApi>>();

/**
 * The provider's widget API, its script added to the page the first time one is asked for (never on a page's
 * load: only when a form shows a hosted check). A script that fails to load is tried afresh next time.
 */
export const loadWidgetScript = (provider: HostedHumanCheckProvider, scriptUrl: string, locale: Locale): Promise<WidgetApi> => {
  const win = window as unknown as WidgetWindow;
  const ready = win[provider];
  if (ready) return Promise.resolve(ready);
  const src = widgetScriptUrl(provider, scriptUrl, locale);
  const known = loading.get(provider);
  if (known) return known;
  const loaded = new Promise<WidgetApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading.delete(provider);
      script.remove();
      reject(new Error(`${provider} script did not load`));
    };
    win[ONLOAD[provider]] = () => {
      const api = win[provider];
      // Ready: later widgets find the API on window.
      loading.delete(provider);
      if (api) resolve(api);
      else fail();
    };
    script.src = src;
    script.async = true;
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  loading.set(provider, loaded);
  return loaded;
};
