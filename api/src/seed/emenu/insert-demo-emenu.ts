import type { Queryable } from '../../db/db';
import { EMENU_ORDERING_BRANCHES_SETTING, EMENU_PHOTO_REQUIRED_SETTING } from '../../emenu/emenu-repository';
import type { DemoEMenu } from './demo-emenus';

const upsertSetting = (tx: Queryable, tenantId: number, key: string, value: string, isJson: boolean) =>
  tx.query(
    `INSERT INTO settings (tenant_id, key, value, is_json) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, key) DO UPDATE SET value = EXCLUDED.value, is_json = EXCLUDED.is_json`,
    [tenantId, key, value, isJson],
  );

/** The QR links of the tenant's branches and its e-menu switches. */
export const insertDemoEMenu = async (tx: Queryable, tenantId: number, emenu: DemoEMenu): Promise<void> => {
  const branchIds = (await tx.query<{ id: number }>('SELECT id FROM branches WHERE tenant_id = $1 ORDER BY sort, id', [tenantId])).map(
    (row) => row.id,
  );
  const idsOf = (indexes: readonly number[]) => indexes.flatMap((index) => (branchIds[index] === undefined ? [] : [branchIds[index]]));
  const links = [
    ...emenu.branchUuids.map((uuid, index) => ({ uuid, kind: 'branch', ids: idsOf([index]) })),
    ...emenu.multiBranch.map(({ uuid, branches }) => ({ uuid, kind: 'branches', ids: idsOf(branches) })),
  ];
  for (const link of links.filter((candidate) => candidate.ids.length > 0)) {
    await tx.query('INSERT INTO emenu_links (uuid, tenant_id, kind, branch_ids) VALUES ($1, $2, $3, $4) ON CONFLICT (uuid) DO NOTHING', [
      link.uuid,
      tenantId,
      link.kind,
      link.ids,
    ]);
  }
  await upsertSetting(tx, tenantId, EMENU_ORDERING_BRANCHES_SETTING, JSON.stringify(idsOf(emenu.orderingBranches)), true);
  await upsertSetting(tx, tenantId, EMENU_PHOTO_REQUIRED_SETTING, emenu.photoRequired ? '1' : '0', false);
};
