import { contactMessageBodySchema } from '@storefront/shared/contracts';
import { formResolver } from '@storefront/shared/forms';

/** The contact form's checks: loaded with its first check (`lazyFormResolver`), with zod. */
export const contactResolver = formResolver(contactMessageBodySchema);
