import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react-lite';
import {
  localeOfPath,
  loadFirstPaint,
  matchRoute,
  recordingTransport,
  RootStore,
  StoresProvider,
  type FirstPaint,
  type RemoteName,
  StaticRouter,
} from '@storefront/shared';
import { SlicedApp } from '../App';
import { RemoteSourceContext, type RemoteSource } from '../federation/remote-source';
import type { RenderedPage, RenderInput } from './render-contract';
import { loadServerRemote } from './server-remotes';
import { shellRendering } from './shell-rendering';

// The stores of a server render are read once, never observed.
enableStaticRendering(true);

const RENDER_TIMEOUT_MS = 5_000;

/** The whole document once every Suspense boundary is ready (a first paint is one answer, not a stream of fallbacks). */
const renderToHtml = (element: React.ReactElement): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: a large one would otherwise be sent apart with an inline script to
      // put it in place, which the page's CSP refuses (and a first paint is sent whole anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // An error anywhere means the browser would render that part itself: the whole page falls back instead.
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    setTimeout(() => {
      stream.abort();
      reject(new Error(`rendering took more than ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS).unref();
  });

/**
 * Renders a page as the browser would on its first render: a store of its own for this request,
 * the first paint's data loaded first (its api answers kept for the page), then frame and route.
 * Null: the route's owner does not render this screen on the server.
 */
export const renderPage = async ({ url, bootstrap, apiUrl, remote, popupBannerId }: RenderInput): Promise<RenderedPage | null> => {
  const { pathname } = new URL(url, 'http://page.invalid');
  const root = new RootStore(bootstrap, localeOfPath(pathname));
  const firstPaint: FirstPaint = { answers: {}, popup_banner_id: popupBannerId };
  root.ui.setFirstPaintPopupBanner(popupBannerId);
  root.api.transport = recordingTransport(root.api.transport ?? root.api.network, apiUrl, firstPaint.answers);

  const { owner, module, serverRendered } = await loadFirstPaint(
    root,
    pathname,
    async (name) => (remote?.name === name ? loadServerRemote(remote) : null),
    async () => shellRendering,
  );
  // Only the screens their owner (a remote, or the shell: shell-rendering.ts) renders on the server.
  if (!serverRendered || (owner && !module)) return null;
  const enabled = new Set<RemoteName>(bootstrap.remotes.map((location) => location.name));
  const source: RemoteSource = {
    isRegistered: (name) => enabled.has(name),
    loadRemoteApp: () => Promise.reject(new Error('remotes are not loaded while rendering on the server')),
    resetRemote: () => undefined,
    ready: new Map(owner && module ? [[owner, module.default]] : []),
  };
  const html = await renderToHtml(
    <RemoteSourceContext.Provider value={source}>
      <StoresProvider store={root}>
        <StaticRouter location={url}>
          <SlicedApp />
        </StaticRouter>
      </StoresProvider>
    </RemoteSourceContext.Provider>,
  );
  const screen = matchRoute(pathname)?.route.screen ?? '';
  return { html, firstPaint, cacheable: !module?.serverRendering?.uncached?.includes(screen) };
};
