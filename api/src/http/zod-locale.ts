import { config } from 'zod/mini';
import { en } from 'zod/locales';

/*
 * The api's validation answers (the request validator, `parseRequest`) and the operator command line carry zod's own messages
 * ("Too big: expected number to be <=240"). The shared contracts are written with zod/mini, which
 * loads no locale: classic zod set English only once one of its own schemas was built. Imported by
 * every module that reports zod's messages and by the entry points, before any request is parsed.
 */
config(en());
