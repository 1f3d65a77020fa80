import type { z } from 'zod/mini';
import { schemaReader } from './schema-reader';

type LazySchemas = typeof import('./lazy-schemas');
/** A schema of `./lazy-schemas`, by name. */
export type LazySchemaName = keyof LazySchemas;
/** What the named schema gives for a value that passes it. */
export type Checked<K extends LazySchemaName> = z.output<LazySchemas[K]>;

/** The reader of the shared stores and the first screens, with the schemas of `./lazy-schemas`. */
const shared = schemaReader(() => import(/* webpackChunkName: "lazy-schemas" */ './lazy-schemas'));

export const readAnswer = shared.read;
export const checked = shared.checked;
