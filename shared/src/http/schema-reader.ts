import type { z } from 'zod/mini';
import { lazyPart } from '../lazy/lazy-part';
import { parseAnswer, type ApiResponse } from './api-client';

/** A module of named answer schemas (a package's `*-schemas.ts`), loaded as its own chunk. */
type SchemaModule = Record<string, z.core.$ZodType>;

export interface SchemaReader<Schemas extends SchemaModule> {
  /**
   * An answer read with the named schema (`parseAnswer`: a wrong shape is a clear `ApiCallError`).
   * An answer that came with the page is taken as it is: the server read it with the same schema
   * when it rendered the page from it.
   */
  read<K extends keyof Schemas>(name: K, answer: ApiResponse<unknown>): Promise<z.output<Schemas[K]>>;
  /** `value` as the named schema gives it, or null when it does not pass (kept state, a socket event's payload). */
  checked<K extends keyof Schemas>(name: K, value: unknown): Promise<z.output<Schemas[K]> | null>;
}

/**
 * The one way a package reads the api's answers: with the schemas of its own module, loaded (with zod)
 * with the first answer that needs one, so a first visit, whose answers came with the page, loads
 * neither (docs/decisions/zod-off-the-first-visit.md).
 * `export const { read, checked } = schemaReader(() => import(/* webpackChunkName: "x-schemas" *\/ './x-schemas'))`.
 */
export const schemaReader = <Schemas extends SchemaModule>(load: () => Promise<Schemas>): SchemaReader<Schemas> => {
  const schemas = lazyPart(load);
  return {
    read: async (name, answer) => (answer.primed ? (answer.data as never) : (parseAnswer((await schemas())[name]!, answer.data) as never)),
    checked: async (name, value) => {
      const result = (await schemas())[name]!['~standard'].validate(value);
      return result instanceof Promise || result.issues ? null : (result.value as never);
    },
  };
};
