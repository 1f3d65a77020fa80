import type { Banner } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface BannerRow extends Omit<Banner, 'title'> {
  title_ar: string;
  title_en: string;
}

/** The tenant's active banners whose place starts with `placePrefix` (`web` -> web_popup, web_slider). */
export const findActiveBanners = async (db: Queryable, tenantId: number, placePrefix: string): Promise<Banner[]> => {
  const rows = await db.query<BannerRow>(
    `SELECT id, place, type, image, title_ar, title_en, item_id, group_id, url, appear_in_period
       FROM banners
      WHERE tenant_id = $1 AND active AND starts_with(place, $2)
      ORDER BY place, sort, id`,
    [tenantId, placePrefix],
  );
  return rows.map(({ title_ar, title_en, ...banner }) => ({ ...banner, title: { ar: title_ar, en: title_en } }));
};
