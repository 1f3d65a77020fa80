import type { FieldValues, Resolver } from 'react-hook-form';
import { lazyPart } from '@storefront/shared';

/**
 * A form's resolver (`formResolver(schema)`) loaded with the form's first check (a blur, a submit),
 * not with its page: for a server-rendered form whose first visit's bytes are counted (the contact
 * form), whose schema and zod are then not among them. A load that failed is asked again at the next check.
 */
export const lazyFormResolver = <Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> => {
  const resolver = lazyPart(load);
  return async (values, context, options) => (await resolver())(values, context, options);
};
