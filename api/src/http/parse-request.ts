import { z } from 'zod';
import { HttpError } from './http-error';
import './zod-locale';

export type RequestPart = 'query' | 'body';

/**
 * One part of a request read by its schema (absent: `{}`), or the 400 that lists the problems per field:
 * the top-level field, or with `nested` the field's whole path (`credentials.secret_key`).
 */
export const readRequestPart = <Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
  part: RequestPart,
  { nested = false }: { nested?: boolean } = {},
): { value: z.output<Schema> } | { error: HttpError } => {
  const parsed = z.safeParse(schema, input ?? {});
  if (parsed.success) return { value: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length === 0 ? part : nested ? issue.path.join('.') : String(issue.path[0]);
    (errors[field] ??= []).push(issue.message);
  }
  return { error: new HttpError(400, 'invalid_input', { message: `Invalid ${part}: ${Object.keys(errors).join(', ')}`, errors }) };
};

/**
 * Validates one part of a request in its handler, for a route that must answer a lookup first (its
 * `validatedInHandler` says why): Fastify validates every other route's request before the handler.
 */
export const parseRequest = <Schema extends z.core.$ZodType>(schema: Schema, input: unknown, part: RequestPart): z.output<Schema> => {
  const read = readRequestPart(schema, input, part);
  if ('error' in read) throw read.error;
  return read.value;
};
