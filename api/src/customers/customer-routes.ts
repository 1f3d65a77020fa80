import {
  AUTH_PATHS,
  FRAME_PATHS,
  type customerDetailsResponseSchema,
  type logoutEverywhereResponseSchema,
  type logoutResponseSchema,
  type pointsBalanceResponseSchema,
  type walletBalanceResponseSchema,
} from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { pointsBalance, walletBalance, walletMinOrderAmount } from './balance-repository';
import { customerAuth } from './customer-auth';
import { findCustomerDetails } from './customer-repository';
import type { Realtime } from '../realtime/realtime';
import { revokeAllCustomerTokens, revokeCustomerToken } from './customer-token-repository';

/** The calls of a logged-in customer: tenant headers, then `x-authorization-token`. Register as a plugin. */
export const customerRoutes =
  ({ db, clock, realtime }: { db: Db; clock: Clock; realtime: Realtime }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', appTokenAuth(db));
    scope.addHook('preHandler', customerAuth(db, clock));

    scope.get(FRAME_PATHS.customerDetails, async (request): Promise<z.infer<typeof customerDetailsResponseSchema>> => {
      const details = await findCustomerDetails(db, request.tenant.id, request.customer.id);
      if (!details) throw new HttpError(401, 'customer_token_invalid');
      return { data: details };
    });

    scope.get(FRAME_PATHS.walletBalance, async (request): Promise<z.infer<typeof walletBalanceResponseSchema>> => ({
      data: {
        balance: await walletBalance(db, request.tenant.id, request.customer.id),
        min_order_amount: await walletMinOrderAmount(db, request.tenant.id),
      },
    }));

    scope.get(FRAME_PATHS.pointsBalance, async (request): Promise<z.infer<typeof pointsBalanceResponseSchema>> => ({
      data: { balance: await pointsBalance(db, request.tenant.id, request.customer.id) },
    }));

    scope.post(AUTH_PATHS.logout, async (request): Promise<z.infer<typeof logoutResponseSchema>> => {
      await revokeCustomerToken(db, request.tenant.id, request.customer.tokenId, clock());
      return { data: { logged_out: true } };
    });

    scope.post(AUTH_PATHS.logoutEverywhere, async (request): Promise<z.infer<typeof logoutEverywhereResponseSchema>> => {
      const revoked = await revokeAllCustomerTokens(db, request.tenant.id, request.customer.id, clock());
      // Open sockets of the customer stop hearing their order events at once, on every api instance.
      realtime.forgetCustomer(request.tenant.name, request.customer.id);
      return { data: { logged_out: true, revoked } };
    });
  };
