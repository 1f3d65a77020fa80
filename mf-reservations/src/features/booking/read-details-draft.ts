import { reservationDetailsDraftSchema, type ReservationDetailsDraft } from '@storefront/shared/contracts';
import { keyOf } from './details-draft';

/** Step two's kept draft, checked with its schema: loaded (with zod) only when a held reservation is resumed. */
export const readDetailsDraft = (tenant: string, reservationId: number): ReservationDetailsDraft | null => {
  try {
    const parsed = reservationDetailsDraftSchema.safeParse(JSON.parse(localStorage.getItem(keyOf(tenant, reservationId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
