/**
 * A `<script type="application/json">` block the shell's server put into the page; null when absent
 * or damaged. Not checked by a schema (that would put zod on every first visit): the server wrote it
 * from values it had checked itself.
 */
export const readDataBlock = <T extends object>(id: string): T | null => {
  try {
    const value: unknown = JSON.parse(document.getElementById(id)?.textContent ?? 'null');
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
};
