import type { RouteOptions } from 'fastify';
import { ORDER_PATHS } from '@storefront/shared/contracts';
import { buildApp } from './app';
import { testDatabases } from './testing/test-databases';
import { useTestDatabase } from './testing/test-suite';

/** The TCP connections this process holds open (the redis clients' among them). */
const openConnections = (): number => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;

/** Waits until `done` holds, checking every 20 ms; false when it still does not after `withinMs`. */
const eventually = async (done: () => boolean, withinMs: number): Promise<boolean> => {
  for (const until = Date.now() + withinMs; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 20)))
    if (done()) return true;
  return done();
};

/** Half-way through the start: the order routes come after the limiter, socket.io and most route plugins. */
const registrationFails = (route: RouteOptions): void => {
  if (route.url === ORDER_PATHS.orders) throw new Error('a route cannot be registered');
};

/**
 * A start whose registration throws half-way (here: at the order routes) rejects, and what `buildApp`
 * had opened by then is closed: with redis, the limiter's client and socket.io's publish and subscribe
 * clients, which would otherwise keep the process (and jest) alive.
 */
describe.each(testDatabases())('a failed start of the api on $label', (database) => {
  const suite = useTestDatabase(database);

  it('rejects with the registration error', async () => {
    await expect(buildApp({ db: suite.db, baseHost: 'localhost', logLevel: 'silent', onRoute: registrationFails })).rejects.toThrow(
      'a route cannot be registered',
    );
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)(
    'closes the redis clients it opened (TEST_REDIS_URL)',
    async () => {
      const before = openConnections();
      const start = buildApp({ db: suite.db, baseHost: 'localhost', logLevel: 'silent', redisUrl, onRoute: registrationFails });
      await expect(start).rejects.toThrow('a route cannot be registered');
      expect(await eventually(() => openConnections() <= before, 3_000)).toBe(true);
    },
    15_000,
  );
});
