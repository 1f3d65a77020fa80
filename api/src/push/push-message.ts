import type { Locale, PushMessage } from '@storefront/shared/contracts';
import type { PushSubscriptionRow } from './push-subscription-repository';
import { pushText, type PushNotice } from './push-texts';

/**
 * The tenant's icon: the 192 px PNG the shell's server renders from the tenant's logo at its own origin
 * (`APP_ICON_PATHS.any192` of shell/server/web-manifest.ts). A root-relative path: the notification is
 * shown by the storefront's worker, at the tenant's origin.
 */
const PUSH_ICON_PATH = '/app-icons/192.png';

/** The storefront page of a subscription's target, in its language (English under `/en`; shared/src/routing/routes.ts). */
const targetPath = (
  row: Pick<PushSubscriptionRow, 'target_kind' | 'target_id' | 'target_token'>,
  lang: Locale,
  branchId: number | null,
): string => {
  const path =
    row.target_kind === 'waiting'
      ? `/waiting-list/branch/${branchId ?? 0}/${row.target_token ?? ''}`
      : row.target_kind === 'order'
        ? `/order/${row.target_id}`
        : `/reservations/${row.target_id}`;
  return `${lang === 'en' ? '/en' : ''}${path}`;
};

/** The payload of one push (pushMessageSchema): localized, with the tenant's icon, the page to open, and one tag per target. */
export const pushMessage = (
  row: PushSubscriptionRow,
  restaurant: { title_ar: string; title_en: string },
  notice: PushNotice,
  branchId: number | null,
): PushMessage => ({
  ...pushText(row.lang, restaurant, notice),
  icon: PUSH_ICON_PATH,
  url: targetPath(row, row.lang, branchId),
  tag: `${row.target_kind}-${row.target_id}`,
});
