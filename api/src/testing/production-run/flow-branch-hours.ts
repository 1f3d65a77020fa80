import { SUFRA } from '../../seed/tenants/sufra';
import type { RunContext } from './run-context';

export const OLAYA = 'Sufra - Olaya';

/**
 * Opens Sufra - Olaya round the clock, so that an ASAP order is taken whatever the hour of the run: the
 * api runs on the real clock in production (API_CLOCK_START is refused) and the seed opens Olaya from
 * 10:00 to 02:00 Riyadh time only. The operator API switches a branch's busy mode and its manual
 * closing, not its hours, so this is one statement on the run's own database. Answers the branch's id.
 */
export const openOlayaRoundTheClock = async (context: RunContext): Promise<number> => {
  const rows = await context.database.query(
    // '00:00'-'00:00' is a whole day (docs/api.md, GET /api/v1/branch/frontend/branches).
    `UPDATE branch_working_hours SET opens = '00:00', closes = '00:00'
      WHERE branch_id = (SELECT b.id FROM branches b JOIN tenants t ON t.id = b.tenant_id WHERE t.name = $1 AND b.name_en = $2)
      RETURNING branch_id, weekday`,
    [SUFRA.name, OLAYA],
  );
  const weekdays = new Set(rows.map((row) => row.weekday));
  if (weekdays.size !== 7) throw new Error(`${OLAYA} has hours on ${weekdays.size} weekdays, not 7: it would still close some day`);
  return Number(rows[0]?.branch_id);
};
