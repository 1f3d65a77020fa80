import {
  AUTH_PATHS,
  FRAME_PATHS,
  customerDetailsResponseSchema,
  logoutEverywhereResponseSchema,
  logoutResponseSchema,
  pointsBalanceResponseSchema,
  walletBalanceResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { Realtime } from '../realtime/realtime';
import { customerDetails, logout, logoutEverywhere, pointsBalanceOf, walletBalanceOf } from './customer-service';
import type { CustomerScope } from '../tenancy/scopes';

/** The calls of a logged-in customer (frame details, balances, logout). Register in the customer scope. */
export const customerRoutes = async (
  scope: CustomerScope,
  { db, clock, realtime }: { db: Db; clock: Clock; realtime: Realtime },
): Promise<void> => {
  scope.get(
    FRAME_PATHS.customerDetails,
    { schema: { response: { 200: customerDetailsResponseSchema } } },
    async (request): Promise<z.infer<typeof customerDetailsResponseSchema>> => ({
      data: await customerDetails(db, request.tenant.id, request.customer.id),
    }),
  );

  scope.get(
    FRAME_PATHS.walletBalance,
    { schema: { response: { 200: walletBalanceResponseSchema } } },
    async (request): Promise<z.infer<typeof walletBalanceResponseSchema>> => ({
      data: await walletBalanceOf(db, request.tenant.id, request.customer.id),
    }),
  );

  scope.get(
    FRAME_PATHS.pointsBalance,
    { schema: { response: { 200: pointsBalanceResponseSchema } } },
    async (request): Promise<z.infer<typeof pointsBalanceResponseSchema>> => ({
      data: await pointsBalanceOf(db, request.tenant.id, request.customer.id),
    }),
  );

  scope.post(
    AUTH_PATHS.logout,
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request): Promise<z.infer<typeof logoutResponseSchema>> => {
      await logout(db, request.tenant.id, request.customer.tokenId, clock());
      return { data: { logged_out: true } };
    },
  );

  scope.post(
    AUTH_PATHS.logoutEverywhere,
    { schema: { response: { 200: logoutEverywhereResponseSchema } } },
    async (request): Promise<z.infer<typeof logoutEverywhereResponseSchema>> => {
      const revoked = await logoutEverywhere(db, request.tenant.id, request.customer.id, clock());
      // Open sockets of the customer stop hearing their order events at once, on every api instance.
      realtime.forgetCustomer(request.tenant.name, request.customer.id);
      return { data: { logged_out: true, revoked } };
    },
  );
};
