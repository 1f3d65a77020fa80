import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { MENU_UPDATED_EVENT, ORDER_UPDATED_EVENT, RELOAD_EVENT } from '@storefront/shared/contracts';
import { testTenant } from '@storefront/shared/testing';
import { createRenderCache } from './render-cache';
import { createRenderInvalidation } from './render-invalidation';

const page = (html: string) => ({ html, firstPaint: { answers: {}, popup_banner_id: null }, cacheable: true });

describe('the cache of server-rendered pages', () => {
  it('keeps a page per tenant, path and remote build for a short while', () => {
    const cache = createRenderCache(50);
    cache.set('sufra', '/en/menu', 'build-1', page('<p>menu</p>'));
    expect(cache.get('sufra', '/en/menu', 'build-1')?.html).toBe('<p>menu</p>');
    expect(cache.get('sufra', '/en/menu', 'build-2')).toBeNull();
    expect(cache.get('nile', '/en/menu', 'build-1')).toBeNull();
    expect(cache.get('sufra', '/menu', 'build-1')).toBeNull();
  });

  it('forgets a page after its time and all of a tenant on a live change', async () => {
    const cache = createRenderCache(30);
    cache.set('sufra', '/menu', 'b', page('a'));
    cache.set('nile', '/menu', 'b', page('b'));
    cache.dropTenant('sufra');
    expect(cache.get('sufra', '/menu', 'b')).toBeNull();
    expect(cache.get('nile', '/menu', 'b')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('nile', '/menu', 'b')).toBeNull();
  });
});

describe("the api's live events", () => {
  it("mark a tenant's pages stale on its menu, branch and update events, and on a lost socket, which connects again; not on others", async () => {
    const http = createServer().listen(0);
    const io = new SocketServer(http);
    const tenant = testTenant();
    const handshakes: unknown[] = [];
    io.on('connection', (socket) => handshakes.push(socket.handshake.auth));
    const stale: string[] = [];
    const invalidation = createRenderInvalidation(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, (name) => stale.push(name));
    try {
      invalidation.follow(tenant);
      invalidation.follow(tenant);
      for (let i = 0; i < 100 && !invalidation.isLive(tenant.name); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(invalidation.isLive(tenant.name)).toBe(true);
      expect(handshakes).toEqual([{ tenant: tenant.name, app_token: tenant.app_token }]);
      io.emit(ORDER_UPDATED_EVENT, {});
      io.emit(MENU_UPDATED_EVENT, {});
      io.emit(RELOAD_EVENT, {});
      for (let i = 0; i < 100 && stale.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(stale).toEqual(['sufra', 'sufra']);
      io.disconnectSockets();
      for (let i = 0; i < 100 && stale.length < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(stale).toEqual(['sufra', 'sufra', 'sufra']);
      // Closed by the api on purpose: it connects again (socket.io would not by itself).
      for (let i = 0; i < 100 && handshakes.length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(handshakes).toHaveLength(2);
    } finally {
      invalidation.close();
      await io.close();
    }
  });
});
