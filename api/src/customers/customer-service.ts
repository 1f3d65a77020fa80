import type { CustomerDetails } from '@storefront/shared/contracts';
import type { Db, Queryable } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { pointsBalance, walletBalance } from '../ledgers/ledger-repository';
import { readOrderSettings } from '../orders/order-settings';
import { pointsBalanceAnswer } from '../orders/points-terms';
import { findCustomerDetails } from './customer-repository';
import { revokeAllCustomerTokens, revokeCustomerToken } from './customer-token-repository';
import { walletMinOrderAmount } from './wallet-settings';
import { deleteCustomerSubscriptions } from '../push/push-subscription-repository';

/** The logged-in customer's own calls: details, balances, logout. */

/** The customer's details; a customer no longer there is `customer_token_invalid` (the storefront reads a guest). */
export const customerDetails = async (db: Db, tenantId: number, customerId: number): Promise<CustomerDetails> => {
  const details = await findCustomerDetails(db, tenantId, customerId);
  if (!details) throw new DomainError('customer_token_invalid');
  return details;
};

/** The wallet balance and the order total from which the wallet may pay. */
export const walletBalanceOf = async (
  db: Db,
  tenantId: number,
  customerId: number,
): Promise<{ balance: number; min_order_amount: number }> => ({
  balance: await walletBalance(db, tenantId, customerId),
  min_order_amount: await walletMinOrderAmount(db, tenantId),
});

/** The points balance with the minimum above which it pays and whether it pays now. */
export const pointsBalanceOf = async (db: Db, tenantId: number, customerId: number): Promise<ReturnType<typeof pointsBalanceAnswer>> => {
  const [balance, settings] = await Promise.all([pointsBalance(db, tenantId, customerId), readOrderSettings(db, tenantId)]);
  return pointsBalanceAnswer(balance, settings);
};

/** Revokes the token of this request. */
export const logout = (db: Db, tenantId: number, tokenId: number, now: Date): Promise<void> =>
  revokeCustomerToken(db, tenantId, tokenId, now);

/**
 * "Log out of every device": revokes every token of the customer and forgets their push subscriptions; how
 * many tokens were still valid. `db` is a transaction's client when it is part of one (a password reset).
 * The caller then makes the customer's open sockets leave their room (`Realtime.forgetCustomer`).
 */
export const logoutEverywhere = async (db: Queryable, tenantId: number, customerId: number, now: Date): Promise<number> => {
  const revoked = await revokeAllCustomerTokens(db, tenantId, customerId, now);
  await deleteCustomerSubscriptions(db, tenantId, customerId);
  return revoked;
};
