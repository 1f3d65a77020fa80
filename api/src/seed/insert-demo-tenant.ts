import type { Queryable } from '../db/db';
import { demoSettings } from './demo-settings';
import { mediaUrl, type DemoTenant } from './demo-tenant';

/** Inserts one demo tenant and all its rows; `operatorKeyHash` is the stored form of its operator key. */
export const insertDemoTenant = async (tx: Queryable, tenant: DemoTenant, operatorKeyHash: string): Promise<void> => {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO tenants (name, country, logo, title_ar, title_en, app_token, domain, default_language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      tenant.name,
      tenant.country,
      mediaUrl(tenant.name, 'logo.svg'),
      tenant.title.ar,
      tenant.title.en,
      tenant.appToken,
      tenant.domain,
      tenant.defaultLanguage,
    ],
  );
  if (!row) throw new Error(`Tenant ${tenant.name} was not created`);
  const tenantId = row.id;
  for (const setting of demoSettings(tenant)) {
    await tx.query('INSERT INTO settings (tenant_id, key, value, is_json) VALUES ($1, $2, $3, $4)', [
      tenantId,
      setting.key,
      setting.value,
      setting.isJson,
    ]);
  }
  for (const banner of tenant.banners) {
    await tx.query(
      `INSERT INTO banners (tenant_id, place, type, image, title_ar, title_en, item_id, group_id, url, appear_in_period, active, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        tenantId,
        banner.place,
        banner.type,
        banner.image,
        banner.title.ar,
        banner.title.en,
        banner.item_id,
        banner.group_id,
        banner.url,
        banner.appear_in_period,
        banner.active,
        banner.sort,
      ],
    );
  }
  for (const page of tenant.pages) {
    await tx.query(
      `INSERT INTO pages (tenant_id, slug, type, title_ar, title_en, content_ar, content_en)
       VALUES ($1, $2, 'web', $3, $4, $5, $6)`,
      [tenantId, page.slug, page.title.ar, page.title.en, page.content.ar, page.content.en],
    );
  }
  for (const code of tenant.trackingCodes) {
    await tx.query(`INSERT INTO tracking_codes (tenant_id, provider, web_code, enable, place) VALUES ($1, $2, $3, $4, 'web')`, [
      tenantId,
      code.provider,
      code.web_code,
      code.enable,
    ]);
  }
  for (const message of tenant.messages) {
    await tx.query('INSERT INTO messages (tenant_id, key, ar, en) VALUES ($1, $2, $3, $4)', [
      tenantId,
      message.key,
      message.ar,
      message.en,
    ]);
  }
  await tx.query('INSERT INTO operator_keys (tenant_id, label, key_hash) VALUES ($1, $2, $3)', [
    tenantId,
    'demo operator',
    operatorKeyHash,
  ]);
};
