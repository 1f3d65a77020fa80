import type { Queryable } from '../../db/db';

interface DemoBannerOffer {
  /** The banner that advertises it: its place and the item it leads to. */
  banner: { place: string; item_id: number };
  coupon: {
    code: string;
    kind: 'percent' | 'fixed';
    value: number;
    item_id: number | null;
    ends_at: string;
    max_uses_per_customer: number;
  };
}

/** Sufra's popup "Family chicken kabsa, 20% off" carries a real 20% off Chicken Kabsa, once per customer until the end of 2030. */
const DEMO_BANNER_OFFERS: Record<string, DemoBannerOffer[]> = {
  sufra: [
    {
      banner: { place: 'web_popup', item_id: 101 },
      coupon: { code: 'KABSA20', kind: 'percent', value: 20, item_id: 101, ends_at: '2030-12-31T21:00:00Z', max_uses_per_customer: 1 },
    },
  ],
};

/** Gives the tenant's advertising banners the offers they promise (a coupon each, docs/api.md "Banner offers"). */
export const insertDemoBannerOffers = async (tx: Queryable, tenantId: number, tenantName: string): Promise<void> => {
  for (const { banner, coupon } of DEMO_BANNER_OFFERS[tenantName] ?? []) {
    await tx.query(
      `INSERT INTO coupons (tenant_id, code, kind, value, item_id, ends_at, max_uses_per_customer)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (tenant_id, code) DO NOTHING`,
      [tenantId, coupon.code, coupon.kind, coupon.value, coupon.item_id, coupon.ends_at, coupon.max_uses_per_customer],
    );
    const [row] = await tx.query<{ id: number }>('SELECT id FROM coupons WHERE tenant_id = $1 AND code = $2', [tenantId, coupon.code]);
    await tx.query('UPDATE banners SET coupon_id = $4 WHERE tenant_id = $1 AND place = $2 AND item_id = $3', [
      tenantId,
      banner.place,
      banner.item_id,
      row?.id,
    ]);
  }
};
