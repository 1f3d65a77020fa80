/**
 * The schemas the shared stores and the first screens check answers and kept state with, in one
 * chunk that loads with the first check (`./read-answer`). A first visit's answers came with the
 * page, read by the server, so it loads neither these nor zod (docs/decisions/zod-off-the-first-visit.md).
 */
export { bannersResponseSchema, pagesResponseSchema, settingsResponseSchema, trackingCodesResponseSchema } from '../contracts/tenant';
export { tenantMessagesResponseSchema } from '../contracts/messages';
export { branchesResponseSchema } from '../contracts/branch';
export {
  customerDetailsResponseSchema,
  loginStateSchema,
  pointsBalanceResponseSchema,
  walletBalanceResponseSchema,
} from '../contracts/customer';
export { localizedTextSchema } from '../contracts/common';
export {
  cartLineInputSchema,
  cartOrderedResponseSchema,
  cartProblemsResponseSchema,
  cartResponseSchema,
  savedCartSchema,
} from '../contracts/cart';
export { orderDraftSchema } from '../contracts/order-draft';
export { dineInSessionResponseSchema, dineInSessionUpdatedPayloadSchema } from '../contracts/dine-in';
export { deliveryDistrictsResponseSchema, deliveryZoneResponseSchema, menuResponseSchema } from '../contracts/menu';
export { allergenChoiceSchema, emenuBranchesResponseSchema, emenuResponseSchema } from '../contracts/emenu';
export { contactMessageResponseSchema, humanCheckChallengeResponseSchema } from '../contracts/contact';
export { otpSendResponseSchema, otpVerifyResponseSchema } from '../contracts/auth';
export { accountLoginResponseSchema } from '../contracts/account-auth';
export { couponCheckResponseSchema } from '../contracts/checkout';
