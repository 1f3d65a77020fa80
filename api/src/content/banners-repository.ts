import { fromMinor, type Banner, type BannerOffer } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface BannerRow extends Omit<Banner, 'title' | 'offer'> {
  title_ar: string;
  title_en: string;
  offer_code: string | null;
  offer_kind: 'percent' | 'fixed' | null;
  offer_value: number | null;
  offer_max_discount_minor: number | null;
  offer_item_id: number | null;
  offer_ends_at: Date | null;
}

/** The banner's offer, while its coupon is on and within its period (the api checks again at checkout). */
const offerOf = (row: BannerRow): BannerOffer | null =>
  row.offer_code === null || row.offer_kind === null || row.offer_value === null
    ? null
    : {
        code: row.offer_code,
        kind: row.offer_kind,
        value: row.offer_value,
        max_discount: row.offer_max_discount_minor === null ? null : fromMinor(row.offer_max_discount_minor),
        item_id: row.offer_item_id,
        ends_at: row.offer_ends_at === null ? null : new Date(row.offer_ends_at).toISOString(),
      };

/**
 * The tenant's active banners whose place starts with `placePrefix` (`web` -> web_popup, web_slider),
 * each with its offer. A banner that advertises an offer is shown only while its coupon is on and
 * within its period at `now`: its promise and the offer are one record, and end together.
 */
export const findActiveBanners = async (db: Queryable, tenantId: number, placePrefix: string, now: Date): Promise<Banner[]> => {
  const rows = await db.query<BannerRow>(
    `SELECT b.id, b.place, b.type, b.image, b.title_ar, b.title_en, b.item_id, b.group_id, b.url, b.appear_in_period,
            c.code AS offer_code, c.kind AS offer_kind, c.value::float8 AS offer_value, c.max_discount_minor AS offer_max_discount_minor,
            c.item_id AS offer_item_id, c.ends_at AS offer_ends_at
       FROM banners b
       LEFT JOIN coupons c ON c.tenant_id = b.tenant_id AND c.id = b.coupon_id AND c.active
            AND (c.starts_at IS NULL OR c.starts_at <= $3) AND (c.ends_at IS NULL OR c.ends_at > $3)
      WHERE b.tenant_id = $1 AND b.active AND starts_with(b.place, $2) AND (b.coupon_id IS NULL OR c.id IS NOT NULL)
      ORDER BY b.place, b.sort, b.id`,
    [tenantId, placePrefix, now],
  );
  return rows.map((row) => ({
    id: row.id,
    place: row.place,
    type: row.type,
    image: row.image,
    title: { ar: row.title_ar, en: row.title_en },
    item_id: row.item_id,
    group_id: row.group_id,
    url: row.url,
    appear_in_period: row.appear_in_period,
    offer: offerOf(row),
  }));
};
