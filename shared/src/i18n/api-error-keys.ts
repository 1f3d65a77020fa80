import type { ApiErrorCode } from '../contracts';
import { ApiCallError } from '../http/api-client';

/** The `common` key of an api error code's text (`apiErrors.<code>`). */
export const apiErrorKey = (code: ApiErrorCode): string => `apiErrors.${code}`;

/** The `common` key of a failed call's text when the api named what happened, else null. */
export const failureKey = (error: unknown): string | null =>
  error instanceof ApiCallError && error.code !== null ? apiErrorKey(error.code) : null;
