import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { MENU_UPDATED_EVENT, ORDER_UPDATED_EVENT, RELOAD_EVENT } from '@storefront/shared/contracts';
import { testTenant } from '@storefront/shared/testing';
import { createRenderCache, MAX_RENDERED_PAGES, RENDER_CACHE_TTL_MS } from './render-cache';
import { createRenderInvalidation } from './render-invalidation';

const page = (html: string) => ({ html, firstPaint: { answers: {}, popup_banner_id: null }, cacheable: true });

/** A clock the test moves: the cache's time-to-live reads it. */
const testPerf = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('the cache of server-rendered pages', () => {
  it('keeps a page per tenant, path and remote build', () => {
    const cache = createRenderCache();
    cache.set('sufra', '/en/menu', 'build-1', page('<p>menu</p>'));
    expect(cache.get('sufra', '/en/menu', 'build-1')?.html).toBe('<p>menu</p>');
    expect(cache.get('sufra', '/en/menu', 'build-2')).toBeNull();
    expect(cache.get('nile', '/en/menu', 'build-1')).toBeNull();
    expect(cache.get('sufra', '/menu', 'build-1')).toBeNull();
  });

  it('forgets all of a tenant on a live change, and no other tenant', () => {
    const cache = createRenderCache();
    cache.set('sufra', '/menu', 'b', page('a'));
    cache.set('sufra', '/en/menu?x=1', 'b', page('a'));
    cache.set('nile', '/menu', 'b', page('b'));
    cache.set('sufra-2', '/menu', 'b', page('c'));
    cache.dropTenant('sufra');
    expect(cache.get('sufra', '/menu', 'b')).toBeNull();
    expect(cache.get('sufra', '/en/menu?x=1', 'b')).toBeNull();
    expect(cache.get('nile', '/menu', 'b')?.html).toBe('b');
    expect(cache.get('sufra-2', '/menu', 'b')?.html).toBe('c');
  });

  it(`forgets a page ${RENDER_CACHE_TTL_MS} ms after its render, however often it was served`, () => {
    const perf = testPerf();
    const cache = createRenderCache({ perf });
    cache.set('sufra', '/menu', 'b', page('a'));
    perf.advance(RENDER_CACHE_TTL_MS - 1_000);
    cache.set('sufra', '/en/menu', 'b', page('b'));
    expect(cache.get('sufra', '/menu', 'b')?.html).toBe('a');
    perf.advance(1_000);
    expect(cache.get('sufra', '/menu', 'b')?.html).toBe('a');
    perf.advance(1);
    expect(cache.get('sufra', '/menu', 'b')).toBeNull();
    expect(cache.get('sufra', '/en/menu', 'b')?.html).toBe('b');
    perf.advance(RENDER_CACHE_TTL_MS - 1_000);
    expect(cache.get('sufra', '/en/menu', 'b')).toBeNull();
  });

  it(`keeps at most ${MAX_RENDERED_PAGES} pages whatever queries a visitor makes up, the least recently used going first`, () => {
    const cache = createRenderCache();
    cache.set('sufra', '/menu', 'b', page('menu'));
    cache.set('nile', '/', 'b', page('home'));
    for (let index = 0; index < 5 * MAX_RENDERED_PAGES; index += 1) {
      // Guests keep asking for sufra's menu; nobody asks for nile's home.
      if (index % 100 === 0) expect(cache.get('sufra', '/menu', 'b')?.html).toBe('menu');
      cache.set('sufra', `/menu?x=${index}`, 'b', page(`made-up ${index}`));
      expect(cache.size).toBeLessThanOrEqual(MAX_RENDERED_PAGES);
    }
    expect(cache.size).toBe(MAX_RENDERED_PAGES);
    expect(cache.get('sufra', '/menu', 'b')?.html).toBe('menu');
    expect(cache.get('nile', '/', 'b')).toBeNull();
    expect(cache.get('sufra', '/menu?x=0', 'b')).toBeNull();
    expect(cache.get('sufra', `/menu?x=${5 * MAX_RENDERED_PAGES - 1}`, 'b')?.html).toBe(`made-up ${5 * MAX_RENDERED_PAGES - 1}`);
  });
});

/** A list that tells when it holds `count` items: the test waits on that, never on a timer. */
const signalledList = <T>() => {
  const items: T[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  return {
    items,
    push(item: T) {
      items.push(item);
      for (const waiter of waiters.filter(({ count }) => items.length >= count)) waiter.resolve();
    },
    reaches: (count: number) => new Promise<void>((resolve) => (items.length >= count ? resolve() : waiters.push({ count, resolve }))),
  };
};

describe("the api's live events", () => {
  it("mark a tenant's pages stale on its menu, branch and update events, and on a lost socket, which connects again; not on others", async () => {
    const http = createServer().listen(0);
    const io = new SocketServer(http);
    const tenant = testTenant();
    const handshakes = signalledList<unknown>();
    io.on('connection', (socket) => handshakes.push(socket.handshake.auth));
    const stale = signalledList<string>();
    const invalidation = createRenderInvalidation(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, stale.push);
    try {
      invalidation.follow(tenant);
      invalidation.follow(tenant);
      await handshakes.reaches(1);
      // Sent after the server took the connection: the socket reads them after its own connect.
      io.emit(ORDER_UPDATED_EVENT, {});
      io.emit(MENU_UPDATED_EVENT, {});
      io.emit(RELOAD_EVENT, {});
      await stale.reaches(2);
      expect(invalidation.isLive(tenant.name)).toBe(true);
      expect(handshakes.items).toEqual([{ tenant: tenant.name, app_token: tenant.app_token }]);
      io.disconnectSockets();
      // Closed by the api on purpose: it connects again (socket.io would not by itself), after every event before.
      await handshakes.reaches(2);
      expect(stale.items).toEqual(['sufra', 'sufra', 'sufra']);
    } finally {
      invalidation.close();
      await io.close();
    }
  });
});
