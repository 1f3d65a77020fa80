import type { ApiError } from '@storefront/shared/contracts';

/** An error whose status and message are meant for the caller (4xx, or 502 when a provider failed). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiError['errors'],
    /** More fields of the answer beside `message` (e.g. the `order_id` a closed cart became). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
