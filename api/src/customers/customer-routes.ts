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
import { DomainError } from '../domain/domain-error';
import { readOrderSettings } from '../orders/order-settings';
import { pointsBalanceAnswer } from '../orders/points-terms';
import { pointsBalance, walletBalance } from '../ledgers/ledger-repository';
import { walletMinOrderAmount } from './wallet-settings';
import { findCustomerDetails } from './customer-repository';
import type { Realtime } from '../realtime/realtime';
import { revokeAllCustomerTokens, revokeCustomerToken } from './customer-token-repository';
import type { CustomerScope } from '../tenancy/scopes';

/** The calls of a logged-in customer (frame details, balances, logout). Register in the customer scope. */
export const customerRoutes = async (
  scope: CustomerScope,
  { db, clock, realtime }: { db: Db; clock: Clock; realtime: Realtime },
): Promise<void> => {
  scope.get(
    FRAME_PATHS.customerDetails,
    { schema: { response: { 200: customerDetailsResponseSchema } } },
    async (request): Promise<z.infer<typeof customerDetailsResponseSchema>> => {
      const details = await findCustomerDetails(db, request.tenant.id, request.customer.id);
      if (!details) throw new DomainError('customer_token_invalid');
      return { data: details };
    },
  );

  scope.get(
    FRAME_PATHS.walletBalance,
    { schema: { response: { 200: walletBalanceResponseSchema } } },
    async (request): Promise<z.infer<typeof walletBalanceResponseSchema>> => ({
      data: {
        balance: await walletBalance(db, request.tenant.id, request.customer.id),
        min_order_amount: await walletMinOrderAmount(db, request.tenant.id),
      },
    }),
  );

  scope.get(
    FRAME_PATHS.pointsBalance,
    { schema: { response: { 200: pointsBalanceResponseSchema } } },
    async (request): Promise<z.infer<typeof pointsBalanceResponseSchema>> => {
      const [balance, settings] = await Promise.all([
        pointsBalance(db, request.tenant.id, request.customer.id),
        readOrderSettings(db, request.tenant.id),
      ]);
      return { data: pointsBalanceAnswer(balance, settings) };
    },
  );

  scope.post(
    AUTH_PATHS.logout,
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request): Promise<z.infer<typeof logoutResponseSchema>> => {
      await revokeCustomerToken(db, request.tenant.id, request.customer.tokenId, clock());
      return { data: { logged_out: true } };
    },
  );

  scope.post(
    AUTH_PATHS.logoutEverywhere,
    { schema: { response: { 200: logoutEverywhereResponseSchema } } },
    async (request): Promise<z.infer<typeof logoutEverywhereResponseSchema>> => {
      const revoked = await revokeAllCustomerTokens(db, request.tenant.id, request.customer.id, clock());
      // Open sockets of the customer stop hearing their order events at once, on every api instance.
      realtime.forgetCustomer(request.tenant.name, request.customer.id);
      return { data: { logged_out: true, revoked } };
    },
  );
};
