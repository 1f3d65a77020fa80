const MAX_ROW_ID = 2_147_483_647;

/**
 * A path parameter as a database row id, or null when it cannot be one: such a path is answered 404
 * like an unknown id, and never reaches the database (an out-of-range integer would be an error there).
 */
export const rowIdOf = (raw: unknown): number | null => {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
};
