/** Texts beyond this many are sent unnamed (parsed each time) rather than kept prepared on every connection. */
const MAX_NAMED_STATEMENTS = 1_000;

/**
 * SQLSTATE of "cached plan must not change result type": a statement prepared before a schema change
 * (another instance's migration) that now answers other columns. Its name is renewed, so every
 * connection prepares it again.
 */
export const PLAN_CHANGED = '0A000';

/**
 * The name each statement text is prepared under on PostgreSQL's connections (`pg` parses a named
 * statement once per connection, then only binds and executes it; docs/performance.md, "A lunch rush").
 */
export const createStatementNames = () => {
  const names = new Map<string, string>();
  let next = 1;
  const assign = (sql: string): string => {
    const name = `sf${next++}`;
    names.set(sql, name);
    return name;
  };
  return {
    nameOf: (sql: string): string | undefined => names.get(sql) ?? (names.size < MAX_NAMED_STATEMENTS ? assign(sql) : undefined),
    renew: (sql: string): string => assign(sql),
  };
};
