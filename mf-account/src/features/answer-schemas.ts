/** The schemas the account's calls read their answers with, in a chunk of their own (with zod) that loads with the first answer that needs one (docs/decisions/zod-off-the-first-visit.md). */
export {
  accountLoginResponseSchema,
  challengeDetailsResponseSchema,
  challengeListResponseSchema,
  ledgerPageResponseSchema,
  mobileChangeResponseSchema,
  mobileChangeSendResponseSchema,
  orderListResponseSchema,
  passwordResetRequestResponseSchema,
  profileResponseSchema,
  redeemResponseSchema,
  referralResponseSchema,
  reorderResponseSchema,
  reservationListResponseSchema,
  rewardListResponseSchema,
  voucherListResponseSchema,
} from '@storefront/shared/contracts';
