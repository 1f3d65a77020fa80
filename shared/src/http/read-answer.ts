import type { z } from 'zod/mini';
import { lazyPart } from '../lazy/lazy-part';
import { parseAnswer, type ApiResponse } from './api-client';

type LazySchemas = typeof import('./lazy-schemas');
/** A schema of `./lazy-schemas`, by name. */
export type LazySchemaName = keyof LazySchemas;
/** What the named schema gives for a value that passes it. */
export type Checked<K extends LazySchemaName> = z.output<LazySchemas[K]>;

const lazySchemas = lazyPart(() => import(/* webpackChunkName: "lazy-schemas" */ './lazy-schemas'));
const lazySchema = async <K extends LazySchemaName>(name: K): Promise<LazySchemas[K]> => (await lazySchemas())[name];

/**
 * An answer read with its contract (`parseAnswer`), the schema loaded with the first answer that
 * needs one. An answer that came with the page is taken as it is: the server read it with the same
 * schema when it rendered the page from it.
 */
export const readAnswer = async <K extends LazySchemaName>(name: K, answer: ApiResponse<unknown>): Promise<Checked<K>> =>
  answer.primed ? (answer.data as Checked<K>) : (parseAnswer(await lazySchema(name), answer.data) as Checked<K>);

/** `value` as the named schema gives it, or null when it does not pass (kept state, a socket event's payload). */
export const checked = async <K extends LazySchemaName>(name: K, value: unknown): Promise<Checked<K> | null> => {
  const result = (await lazySchema(name))['~standard'].validate(value);
  return result instanceof Promise || result.issues ? null : (result.value as Checked<K>);
};
