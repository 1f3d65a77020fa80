import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Banner } from '@storefront/shared/contracts';
import { localeOfPath, localizePath, stripLocale } from '@storefront/shared/routing';
import { bannerTarget, closedBannerCookie, POPUP_BANNER_ROUTES } from '@storefront/shared/site';
import { NO_CACHE } from '@storefront/static-host';

const MAX_FORM_BYTES = 2_048;

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_FORM_BYTES) break;
  }
  return new URLSearchParams(body.slice(0, MAX_FORM_BYTES));
};

/** A path of this site to go back to (never another origin, `//host` or `/\host`), else the home page. */
const sitePath = (raw: string | null, fallback: string): string => (raw && /^\/(?![/\\])/.test(raw) ? raw : fallback);

const redirect = (res: ServerResponse, status: 302 | 303, location: string, cookie: string | null): void => {
  res.writeHead(status, { Location: location, 'Cache-Control': NO_CACHE, ...(cookie ? { 'Set-Cookie': cookie } : {}) }).end();
};

/**
 * The routes of a server-painted popup banner, for a visitor whose page has no scripts yet: the
 * close form (POST) goes back to the page, the link (GET) to the banner's target; both set the
 * banner's cookie, as closing or following it with the scripts does. False: not one of them.
 */
export const answerPopupBannerRoute = async (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  popupBanners: readonly Banner[],
): Promise<boolean> => {
  const match = POPUP_BANNER_ROUTES.pattern.exec(stripLocale(pathname));
  if (!match) return false;
  const locale = localeOfPath(pathname);
  const banner = popupBanners.find((candidate) => candidate.id === Number(match[1]));
  const cookie = banner ? closedBannerCookie(banner) : null;
  if (match[2] === 'close') {
    if (req.method !== 'POST') {
      res
        .writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE })
        .end('Method not allowed');
      return true;
    }
    // A banner gone since the page was painted: back to the page all the same.
    redirect(res, 303, sitePath((await readForm(req)).get('back'), localizePath('/', locale)), cookie);
    return true;
  }
  // A banner gone, or one without a link: the home page.
  const target = (banner && bannerTarget(banner, locale)) ?? { kind: 'page', path: localizePath('/', locale) };
  redirect(res, 302, target.kind === 'page' ? target.path : target.url, cookie);
  return true;
};
