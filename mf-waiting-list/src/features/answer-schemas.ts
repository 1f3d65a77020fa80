/**
 * The schemas the waiting list's calls read their answers with, in a chunk of their own (with zod) that
 * loads with the first answer or event that needs one: the answers of a server-rendered first paint came
 * with the page, read by the server, so it loads neither these nor zod (docs/decisions/reservations-and-waiting-list-first-paint.md).
 */
export {
  eventTypesResponseSchema,
  waitingAreasResponseSchema,
  waitingBranchesResponseSchema,
  waitingCancellationReasonsResponseSchema,
  waitingCheckResponseSchema,
  waitingCreateResponseSchema,
  waitingEntryResponseSchema,
  waitingLastActiveResponseSchema,
  waitingListUpdatedPayloadSchema,
  waitingSettingsResponseSchema,
} from '@storefront/shared/contracts';
