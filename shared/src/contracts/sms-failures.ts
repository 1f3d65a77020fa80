import { z } from 'zod/mini';
import { listOf } from './common';

/** GET: the tenant's SMS the provider refused or did not answer in time (operator key). docs/api.md, "Operator: SMS failures". */
export const OPERATOR_SMS_FAILURES_PATH = '/api/v1/operator/sms-failures';

export const smsFailureSchema = z.object({
  id: z.int(),
  /** The SMS adapter that tried (`unifonic`, `twilio`). */
  provider: z.string(),
  /** The provider's own error code (Unifonic `ER-04`, Twilio `21211`), `timeout`, or `http_<status>` for a 5xx. */
  error_code: z.string(),
  error_message: z.string(),
  /** The number it was for, masked: `+9665*****67`. */
  destination: z.string(),
  created_at: z.string(),
});
export type SmsFailure = z.infer<typeof smsFailureSchema>;
export const smsFailureListResponseSchema = listOf(smsFailureSchema);
