import { API_ERRORS, type ApiError, type ApiErrorCode } from '@storefront/shared/contracts';

export interface HttpErrorOptions {
  /** A more precise text than the code's own (which fields failed, which table is busy). */
  message?: string;
  errors?: ApiError['errors'];
  /** More fields of the answer beside `code` and `message` (e.g. the `order_id` a closed cart became). */
  details?: Readonly<Record<string, unknown>>;
}

/** An error whose status, code and message are meant for the caller (4xx, or 502 when a provider failed). */
export class HttpError extends Error {
  readonly errors: ApiError['errors'];
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    { message, errors, details }: HttpErrorOptions = {},
  ) {
    super(message ?? API_ERRORS[code]);
    this.name = 'HttpError';
    this.errors = errors;
    this.details = details;
  }
}
