import { runInNewContext } from 'node:vm';
import { START_AT_THE_LATEST_MS, withScriptsAfterLoad } from './scripts-after-load';

const PAGE =
  '<html><head></head><body><div id="root">painted</div>\n<script defer src=/main.js></script>\n<script defer src="/other.js"></script>\n</body></html>';
const PRELOADS = [
  { as: 'fetch' as const, href: 'http://menu.example/mf-manifest.json' },
  { as: 'script' as const, href: 'http://menu.example/remoteEntry.js' },
];

/** Runs the page's starter against a recording document in the given ready state. */
const runStarter = (html: string, readyState: 'loading' | 'complete') => {
  const code = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)![1]!;
  const appended: Array<{ parent: string; element: Record<string, unknown> }> = [];
  const listeners: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const document = {
    readyState,
    documentElement: { dataset: {} },
    createElement: (tagName: string) => ({ tagName }),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    head: { appendChild: (child: Record<string, unknown>) => appended.push({ parent: 'head', element: child }) },
    body: { appendChild: (child: Record<string, unknown>) => appended.push({ parent: 'body', element: child }) },
  };
  const window = {
    addEventListener: (event: string, listener: () => void) => event === 'load' && listeners.push(listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  };
  class MutationObserver {
    observe() {}
  }
  runInNewContext(code, { document, window, MutationObserver, Element: class {} });
  return { appended, load: () => listeners.forEach((listener) => listener()), timers };
};

describe("a painted page's scripts", () => {
  const page = withScriptsAfterLoad(PAGE, PRELOADS, 'abc+/=');

  it('are replaced by one inline starter that carries the response nonce', () => {
    expect(page).not.toMatch(/<script defer/);
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toMatch(/<script nonce="abc\+\/=">[\s\S]+<\/script>\n<\/body>/);
    expect(page).toContain('<div id="root">painted</div>');
  });

  it("start only at the page's load: the route owner's files as preloads, then the page's scripts in order", () => {
    const { appended, load } = runStarter(page, 'loading');
    expect(appended).toEqual([]);
    load();
    load();
    expect(appended).toEqual([
      { parent: 'head', element: { tagName: 'link', rel: 'preload', as: 'fetch', href: PRELOADS[0]!.href, crossOrigin: 'anonymous' } },
      { parent: 'head', element: { tagName: 'link', rel: 'preload', as: 'script', href: PRELOADS[1]!.href } },
      { parent: 'body', element: { tagName: 'script', src: '/main.js', async: false } },
      { parent: 'body', element: { tagName: 'script', src: '/other.js', async: false } },
    ]);
  });

  it('start at once on a page already loaded, and at the latest after a few seconds if its load never comes', () => {
    expect(runStarter(page, 'complete').appended).toHaveLength(4);
    const { appended, timers } = runStarter(page, 'loading');
    expect(timers.map((timer) => timer.ms)).toEqual([START_AT_THE_LATEST_MS]);
    timers[0]!.run();
    expect(appended).toHaveLength(4);
  });

  it('cannot be closed early by a file name that holds markup', () => {
    const hostile = withScriptsAfterLoad(PAGE, [{ as: 'script', href: '</script><script>alert(1)</script>' }], 'n');
    expect(hostile.match(/<\/script>/g)).toHaveLength(1);
  });
});
