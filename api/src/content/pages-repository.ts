import type { ContentPage } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface PageRow {
  id: number;
  slug: string;
  title_ar: string;
  title_en: string;
  content_ar: string;
  content_en: string;
}

/** The tenant's content pages of one type (`web`). */
export const findPagesByType = async (db: Queryable, tenantId: number, type: string): Promise<ContentPage[]> => {
  const rows = await db.query<PageRow>(
    'SELECT id, slug, title_ar, title_en, content_ar, content_en FROM pages WHERE tenant_id = $1 AND type = $2 ORDER BY id',
    [tenantId, type],
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: { ar: row.title_ar, en: row.title_en },
    content: { ar: row.content_ar, en: row.content_en },
  }));
};
