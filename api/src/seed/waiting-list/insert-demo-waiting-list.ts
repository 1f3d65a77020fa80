import type { Queryable } from '../../db/db';
import { randomKey } from '../../security/one-time-hash';
import type { DemoWaitingList } from './demo-waiting-list';

/** Inserts a demo tenant's waiting lists, their areas, the parties already in line and the cancellation reasons. */
export const insertDemoWaitingList = async (tx: Queryable, tenantId: number, country: string, list: DemoWaitingList): Promise<void> => {
  for (const [sort, names] of list.cancellationReasons.entries()) {
    await tx.query('INSERT INTO waiting_cancellation_reasons (tenant_id, name_ar, name_en, sort) VALUES ($1, $2, $3, $4)', [
      tenantId,
      names.ar,
      names.en,
      sort,
    ]);
  }
  for (const demo of list.branches) {
    const [branch] = await tx.query<{ id: number }>('SELECT id FROM branches WHERE tenant_id = $1 AND name_en = $2', [
      tenantId,
      demo.branch,
    ]);
    if (!branch) throw new Error(`No branch ${demo.branch} for a waiting list`);
    const s = demo.settings;
    await tx.query(
      `INSERT INTO waiting_list_branches (tenant_id, branch_id, open, closed_reason, party_size_min, party_size_max, turn_minutes,
          delay_step, max_delays, no_show_minutes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        tenantId,
        branch.id,
        !demo.closedReason,
        demo.closedReason ?? null,
        s.party_size_min,
        s.party_size_max,
        s.turn_minutes,
        s.delay_step,
        s.max_delays,
        s.no_show_minutes,
      ],
    );
    for (const [areaSort, area] of demo.areas.entries()) {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO waiting_list_areas (tenant_id, branch_id, name_ar, name_en, sort) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [tenantId, branch.id, area.names.ar, area.names.en, areaSort],
      );
      for (const [index, party] of area.parties.entries()) {
        await tx.query(
          `INSERT INTO waiting_entries (tenant_id, token, branch_id, area_id, name, country_code, mobile, party_size, position, created_at, link_sent_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), now())`,
          [tenantId, randomKey(24), branch.id, row!.id, party.name, country, party.mobile, party.party_size, index + 1],
        );
      }
    }
  }
};
