/**
 * The schemas the reservation calls read their answers with, in a chunk of their own (with zod) that
 * loads with the first answer that needs one: the answers of a server-rendered first paint came with
 * the page, read by the server, so it loads neither these nor zod (docs/decisions/reservations-and-waiting-list-first-paint.md).
 */
export {
  allergensResponseSchema,
  cancellationReasonsResponseSchema,
  eventTypesResponseSchema,
  reservationBranchesResponseSchema,
  reservationPaymentResponseSchema,
  reservationResponseSchema,
  reservationSettingsResponseSchema,
  reservationSlotsResponseSchema,
  smsBalanceResponseSchema,
} from '@storefront/shared/contracts';
