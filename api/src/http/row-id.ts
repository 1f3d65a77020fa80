import { MAX_INTEGER, type ApiErrorCode } from '@storefront/shared/contracts';
import { HttpError } from './http-error';

/**
 * A path parameter as a database row id, or null when it cannot be one: such a path is answered 404
 * like an unknown id, and never reaches the database (an out-of-range integer would be an error there).
 */
export const rowIdOf = (raw: unknown): number | null => {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_INTEGER ? id : null;
};

/** The `:id` of a request's path as a row id; one that cannot be a row id is a 404 with `notFound`. */
export const pathRowId = (request: { params: unknown }, notFound: ApiErrorCode): number => {
  const id = rowIdOf((request.params as { id?: unknown }).id);
  if (id === null) throw new HttpError(404, notFound);
  return id;
};
