import { z } from 'zod';
import { HttpError } from './http-error';
import './zod-locale';

type RequestPart = 'query' | 'body' | 'params';

/**
 * Validates one part of a request; a failure is a 400 with the problems listed per field: the top-level
 * field, or with `nested` the field's whole path (`credentials.secret_key`).
 */
export const parseRequest = <Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
  part: RequestPart,
  { nested = false }: { nested?: boolean } = {},
): z.output<Schema> => {
  const parsed = z.safeParse(schema, input ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length === 0 ? part : nested ? issue.path.join('.') : String(issue.path[0]);
    (errors[field] ??= []).push(issue.message);
  }
  throw new HttpError(400, 'invalid_input', { message: `Invalid ${part}: ${Object.keys(errors).join(', ')}`, errors });
};
