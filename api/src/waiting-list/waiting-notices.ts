import { findTenantDomain } from '../tenancy/tenant-repository';
import { WAITING_LIST_UPDATED_EVENT, waitingListRoom, type Locale } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { takeSmsCredit } from '../reservations/reservation-setup-repository';
import type { RequestTenant } from '../tenancy/request-tenant';
import type { Realtime } from '../realtime/realtime';
import { internationalNumber } from '../sms/international-number';
import type { SmsSender } from '../sms/sms-sender';
import { markLinkResent, type EntryRow } from './waiting-entry-repository';

/** The SMS texts of an entry, in the language the party joined in. */
type NoticeKind = 'joined' | 'called' | 'link';

const TEXTS: Record<Locale, Record<NoticeKind, (branch: string, link: string) => string>> = {
  ar: {
    joined: (branch, link) => `سجلناك في قائمة الانتظار في ${branch}. تابع دورك: ${link}`,
    called: (branch, link) => `حان دورك الآن في ${branch}! تفضل إلى الاستقبال: ${link}`,
    link: (branch, link) => `رابط تسجيلك في قائمة الانتظار في ${branch}: ${link}`,
  },
  en: {
    joined: (branch, link) => `You are in line at ${branch}. Follow your place: ${link}`,
    called: (branch, link) => `Your turn now at ${branch}! Please come to the host stand: ${link}`,
    link: (branch, link) => `Your waiting list entry at ${branch}: ${link}`,
  },
};

/** A party may be sent its link again at most this often (a second join by the same mobile sends it). */
const LINK_RESEND_MS = 60_000;

export interface WaitingNotices {
  /** Tells every open page of the tenant that a branch's line (one area, or all) changed. */
  lineChanged(tenant: string, branchId: number, areaId: number | null): void;
  /**
   * Texts the party its entry's link (joined, called, or sent again), only to a mobile of the tenant's
   * country and only while the tenant has messaging credit (one message each); answers whether it was sent.
   */
  sms(tenant: Pick<RequestTenant, 'id' | 'country'>, entry: EntryRow, kind: NoticeKind): Promise<boolean>;
  /**
   * "Your turn" (or "called again"): by web push when the entry has subscriptions, else by SMS (`sms`,
   * awaited as before). With subscriptions the pushes go in the background, and when no push service
   * accepted one (all failed or gone) the SMS is sent then: SMS stays the fallback. Answers how it went
   * out (`sms` when the text was sent now, `push` when it went to the background, `none`).
   */
  called(tenant: Pick<RequestTenant, 'id' | 'country'>, entry: EntryRow, again: boolean): Promise<'push' | 'sms' | 'none'>;
}

/**
 * Live events on `waitinglist_{tenant}` (they name the branch and area only: the room is public) and the
 * entry's SMS with its link on the tenant's storefront (`/waiting-list/{token}`, under `/en` in English).
 */
export const waitingNotices = ({
  db,
  clock,
  realtime,
  sms,
  storefrontUrl,
}: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  sms: SmsSender;
  storefrontUrl: string;
}): WaitingNotices => {
  const notices: WaitingNotices = {
    lineChanged: (tenant, branchId, areaId) =>
      realtime.emit(tenant, waitingListRoom(tenant), WAITING_LIST_UPDATED_EVENT, { branch_id: branchId, area_id: areaId }),
    called: async (tenant, entry, again) => {
      const { push } = realtime;
      if (!(await push.hasWaitingSubscriptions(tenant.id, entry.id))) return (await notices.sms(tenant, entry, 'called')) ? 'sms' : 'none';
      push.inBackground(async () => {
        const branch = { ar: entry.branch_name_ar, en: entry.branch_name_en };
        if (await push.waitingCalled(tenant.id, { id: entry.id, branchId: entry.branch_id, branch }, again)) return;
        await notices.sms(tenant, entry, 'called');
      });
      return 'push';
    },
    sms: async (tenant, entry, kind) => {
      const tenantId = tenant.id;
      const now = clock();
      // SMS pumping sends to numbers abroad: the list texts only its own country's numbers.
      if (entry.country_code !== tenant.country) return false;
      if (kind === 'link') {
        if (!(await markLinkResent(db, tenantId, entry.id, now, LINK_RESEND_MS))) return false;
      }
      if (!(await takeSmsCredit(db, tenantId))) return false;
      const domain = await findTenantDomain(db, tenantId);
      const origin = storefrontUrl.replace('{host}', domain ?? 'localhost').replace(/\/$/, '');
      const link = `${origin}${entry.locale === 'en' ? '/en' : ''}/waiting-list/${entry.token}`;
      const branch = entry.locale === 'en' ? entry.branch_name_en : entry.branch_name_ar;
      await sms.send({
        tenantId,
        to: internationalNumber(entry.country_code, entry.mobile),
        text: TEXTS[entry.locale][kind](branch, link),
        code: null,
      });
      return true;
    },
  };
  return notices;
};
