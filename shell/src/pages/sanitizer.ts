/** Tenant HTML made safe to show: no script in it ever runs. */
export type Sanitize = (html: string) => string;

declare const __non_webpack_require__: NodeJS.Require;

let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/**
 * DOMPurify, loaded with a content page only. In the browser it works on the page's own DOM; on the
 * server (the renderer bundle, no `window`) on a jsdom window, required at run time from the
 * shell's own dependencies, never bundled.
 */
const createSanitizer = async (): Promise<Sanitize> => {
  const { default: createDOMPurify } = await import('dompurify');
  const purify =
    typeof window === 'undefined'
      ? createDOMPurify(
          new (__non_webpack_require__('jsdom') as typeof import('jsdom')).JSDOM('').window as unknown as Parameters<
            typeof createDOMPurify
          >[0],
        )
      : createDOMPurify;
  return (html) => purify.sanitize(html, { USE_PROFILES: { html: true } });
};

/** Loads the sanitizer once (a content page's first paint loads it before rendering or hydrating). */
export const loadSanitizer = (): Promise<Sanitize> => (loading ??= createSanitizer().then((sanitize) => (ready = sanitize)));

/** The sanitizer when it is loaded, else null. */
export const readySanitizer = (): Sanitize | null => ready;
