import { z } from 'zod/mini';
import { emailLoginBodySchema, otpSendBodySchema, verificationCodeField } from '@storefront/shared/contracts';
import { formResolver } from '@storefront/shared/forms';

/**
 * The login forms' checks, with zod: loaded with a form's first check (`lazyFormResolver`), so the
 * login page's first visit carries neither (docs/performance.md, "Size gate").
 */
export const mobileLoginResolver = formResolver(otpSendBodySchema);
export const emailLoginResolver = formResolver(emailLoginBodySchema);
export const codeResolver = formResolver(z.object({ code: verificationCodeField }));
