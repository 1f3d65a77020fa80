import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { APPLE_PAY_ASSOCIATION_PATH, type Bootstrap } from '@storefront/shared/contracts';
import { localeOfPath, stripLocale } from '@storefront/shared/routing';
import { createStaticHandler, negotiatedBody, NO_CACHE } from '@storefront/static-host';
import type { ShellConfig } from './config';
import { bannerCookieName, decidePage, LANG_COOKIE, POPUP_BANNER_ROUTES, popupBannerToShow, readCookie } from '@storefront/shared/site';
import { currentRemotes, enabledRemotes } from './remotes-config';
import { pageContentSecurityPolicy, pageSecurityHeaders } from './content-security-policy';
import { DEV_OUTBOX_PAGE_PATH, fetchDevOutbox, renderDevOutboxPage } from './dev-outbox-page';
import { MAPBOX_TOKEN_SETTING } from './page-head';
import { pageHead } from './page-head';
import { answerPopupBannerRoute } from './popup-banner-routes';
import { contentPageStatus } from './page-status';
import { renderIndex } from './render-index';
import { createRemotePreloads, withPageLinks } from './remote-preloads';
import { createServerRender } from './server-render';
import { createServerSideUrl } from './server-side-url';
import { createTenantCache, type TenantEntry } from './tenant-cache';
import { appIconOfPath, createAppIcons } from './app-icons';
import { OFFLINE_PAGE_PATHS, offlinePagePolicy, renderOfflinePage } from './offline-page';
import { buildWebManifest, MANIFEST_PATHS } from './web-manifest';
import { fetchApplePayAssociation } from './apple-pay-association';
import { SERVICE_WORKER_PATH, serviceWorkerPolicy } from './service-worker-registration';
import { distFileReader } from './dist-file';
import { STARTUP_FILES, startupPreloads } from './startup-preloads';

const UNAVAILABLE_PAGE = `<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>الموقع غير متاح مؤقتًا</title>
<main><h1>الموقع غير متاح مؤقتًا، حاول بعد قليل.</h1><p lang="en" dir="ltr">The site is temporarily unavailable. Please try again shortly.</p></main></html>`;

/** Pages of the server's own (no script, no style of a bundle): only their nonce'd style, if any. */
const plainPagePolicy = (nonce: string | null): string =>
  `default-src 'none';${nonce ? ` style-src 'nonce-${nonce}';` : ''} base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** A fresh nonce for each HTML answer. */
const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The shell's server: its built files, the remotes configuration, and every page with the tenant
 * of the Host header injected (unknown host: the provider's site; unknown route: 404).
 */
export const createShellServer = (config: ShellConfig): Server => {
  const serveAsset = createStaticHandler({ root: config.distDir });
  const tenants = createTenantCache(config.apiUrl);
  const serverSideUrl = createServerSideUrl(config.remoteServerBases);
  const remotePreloads = createRemotePreloads({ serverSideUrl });
  const appIcon = createAppIcons(config.apiUrl);
  const serverRender = createServerRender({ rendererFile: config.rendererFile, apiUrl: config.apiUrl, serverSideUrl });
  const readIndex = distFileReader(path.join(config.distDir, 'index.html'));
  const readTemplate = async (): Promise<string> => {
    const html = await readIndex();
    if (html === null) throw new Error(`shell: no index.html in ${config.distDir}`);
    return html;
  };
  /** The built service worker (dist/sw.js), or null in a build without one (development). */
  const readWorker = distFileReader(path.join(config.distDir, SERVICE_WORKER_PATH));
  const readStartupFiles = distFileReader(path.join(config.distDir, STARTUP_FILES));

  const send = (res: ServerResponse, status: number, type: string, body: string, policy: string = plainPagePolicy(null)) => {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', NO_CACHE);
    for (const [name, value] of Object.entries(pageSecurityHeaders(policy))) res.setHeader(name, value);
    const answer = negotiatedBody(body, String(res.req.headers['accept-encoding'] ?? ''));
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.end(answer.body);
  };

  /** The installable app's files (docs/design.md, "Installable storefront"): manifest, icons, offline page. */
  const answerAppRoute = async (res: ServerResponse, pathname: string, entry: TenantEntry): Promise<boolean> => {
    const { tenant, settings } = entry;
    const manifestLocale = localeOfPath(pathname);
    if (pathname === MANIFEST_PATHS[manifestLocale]) {
      send(
        res,
        200,
        'application/manifest+json; charset=utf-8',
        JSON.stringify(buildWebManifest({ tenant, settings, locale: manifestLocale })),
      );
      return true;
    }
    if (pathname === OFFLINE_PAGE_PATHS[manifestLocale]) {
      const nonce = newNonce();
      send(res, 200, 'text/html; charset=utf-8', renderOfflinePage(tenant, settings, manifestLocale, nonce), offlinePagePolicy(nonce));
      return true;
    }
    const icon = appIconOfPath(pathname);
    if (!icon) return false;
    try {
      const png = await appIcon(tenant, settings, icon);
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': NO_CACHE, 'X-Content-Type-Options': 'nosniff' }).end(png);
    } catch (error) {
      console.error(`shell: the app icon of ${tenant.name} could not be drawn: ${(error as Error).message}`);
      send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
    return true;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://shell.invalid');
    if (url.pathname === '/healthz') return send(res, 200, 'application/json', '{"status":"ok"}');
    const isWorker = url.pathname === SERVICE_WORKER_PATH;
    if (url.pathname !== '/' && url.pathname !== '/index.html' && !isWorker && (await serveAsset(req, res))) return;
    const isPopupBannerRoute = POPUP_BANNER_ROUTES.pattern.test(stripLocale(url.pathname));
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isPopupBannerRoute) return send(res, 405, 'text/plain', 'Method not allowed');

    const host = req.headers.host ?? '';
    let entry: TenantEntry | null;
    try {
      entry = await tenants.lookup(host);
    } catch (error) {
      console.error(`shell: tenant lookup for ${host} failed: ${(error as Error).message}`);
      return send(res, 503, 'text/html; charset=utf-8', UNAVAILABLE_PAGE);
    }
    if (!entry) {
      res.writeHead(302, { Location: config.providerSiteUrl, 'Cache-Control': NO_CACHE }).end();
      return;
    }
    if (isPopupBannerRoute && (await answerPopupBannerRoute(req, res, url.pathname, entry.popupBanners))) return;
    if (await answerAppRoute(res, url.pathname, entry)) return;
    const remotes = enabledRemotes(currentRemotes(config), entry.tenant.modules);
    if (isWorker) {
      const worker = await readWorker();
      if (!worker) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      return send(res, 200, 'text/javascript; charset=utf-8', worker, serviceWorkerPolicy(config.apiPublicUrl, remotes));
    }
    if (url.pathname === '/remotes.json') return send(res, 200, 'application/json; charset=utf-8', JSON.stringify({ remotes }));
    if (url.pathname === APPLE_PAY_ASSOCIATION_PATH) {
      const association = await fetchApplePayAssociation(config.apiUrl, entry.tenant).catch((error: unknown) => {
        console.error(`shell: the Apple Pay domain association of ${entry.tenant.name}: ${(error as Error).message}`);
        return null;
      });
      return association === null
        ? send(res, 404, 'text/plain; charset=utf-8', 'Not found')
        : send(res, 200, 'text/plain; charset=utf-8', association);
    }
    if (url.pathname === DEV_OUTBOX_PAGE_PATH) {
      const messages = await fetchDevOutbox(config.apiUrl, entry.tenant);
      if (!messages) return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      const nonce = newNonce();
      return send(res, 200, 'text/html; charset=utf-8', renderDevOutboxPage(entry.tenant, messages, nonce), plainPagePolicy(nonce));
    }

    const cookies = req.headers.cookie ?? '';
    const decision = decidePage({
      pathname: url.pathname,
      search: url.search,
      tenant: entry.tenant,
      settings: new Map(entry.settings.map((s) => [s.key, s.value])),
      langCookie: readCookie(LANG_COOKIE, cookies),
    });
    if (decision.kind === 'redirect') {
      res.writeHead(302, { Location: decision.location, 'Cache-Control': NO_CACHE }).end();
      return;
    }
    const locale = localeOfPath(url.pathname);
    const bootstrap: Bootstrap = {
      tenant: entry.tenant,
      settings: entry.settings,
      apiUrl: config.apiPublicUrl,
      remotes,
      errorReportingDsn: config.errorReportingDsn,
    };
    const head = pageHead(entry.settings, locale, entry.tenant.title[locale], config.apiPublicUrl);
    const nonce = newNonce();
    const policy = pageContentSecurityPolicy({
      nonce,
      apiPublicUrl: config.apiPublicUrl,
      remotes,
      errorReportingDsn: config.errorReportingDsn,
      cardPaymentUrls: config.cardPaymentUrls,
      tracking: entry.trackingCodes.length > 0,
      maps: entry.settings.some(
        (setting) => setting.key === MAPBOX_TOKEN_SETTING && typeof setting.value === 'string' && setting.value.trim() !== '',
      ),
      humanCheck: entry.tenant.human_check,
    });
    // The popup the visitor's cookies call for is painted with the page (an overlay: it shifts nothing).
    const popupBanner = popupBannerToShow(
      entry.popupBanners,
      url.pathname,
      (id) => readCookie(bannerCookieName(id), cookies) !== undefined,
    );
    const [status, rendered, links] = await Promise.all([
      contentPageStatus(config.apiUrl, entry.tenant, url.pathname, decision.status),
      serverRender.render(entry.tenant, `${url.pathname}${url.search}`, bootstrap, popupBanner?.id ?? null),
      remotePreloads({ pathname: url.pathname, remotes, apiPublicUrl: config.apiPublicUrl }),
    ]);
    const html = renderIndex(await readTemplate(), { locale, head, bootstrap, nonce, rendered });
    const preloads = [...startupPreloads(await readStartupFiles()), ...links.preloads];
    send(
      res,
      status,
      'text/html; charset=utf-8',
      withPageLinks(html, { ...links, preloads }, { painted: rendered !== null, nonce }),
      policy,
    );
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('shell: request failed', error);
      if (!res.headersSent) send(res, 500, 'text/html; charset=utf-8', UNAVAILABLE_PAGE);
      else res.end();
    });
  });
  server.on('close', serverRender.close);
  return server;
};
