import { schemaReader } from '@storefront/shared';

/** This remote's answer reader: the schemas of `./answer-schemas` load (with zod) with the first answer that needs one. */
export const { read: readAnswer } = schemaReader(() => import(/* webpackChunkName: "checkout-schemas" */ './answer-schemas'));
