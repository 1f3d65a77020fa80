import { API_ERRORS, type ApiError, type ApiErrorCode } from '@storefront/shared/contracts';

/**
 * The codes that name one refusal in two places the api has always answered with different statuses
 * (kept, so no client sees a change): the error says which one it is, in the domain's words, and the
 * status map (`http/error-status.ts`) gives each its status.
 */
export interface CodeVariants {
  /** A form that could not be read: as sent, too large, or not a form at all. */
  bad_request: 'unreadable' | 'too_large' | 'not_a_form';
  /** An action the operator names that does not exist, or one the order's status does not allow. */
  order_action_invalid: 'unknown' | 'not_allowed';
  /** No such order of the customer, or an order that no longer waits for a payment. */
  order_not_available: 'missing' | 'not_payable';
  /** The tenant's website is switched off, or the branch cannot take the order at the time chosen. */
  order_service_unavailable: 'website_off' | 'time_unavailable';
  /** An order, or a waiting-list entry, that cannot be rated (not finished, or rated already). */
  rating_failed: 'order' | 'waiting_entry';
  /** A dine-in session closed before a checkout, or before a change by the staff. */
  session_closed: 'checkout' | 'staff_change';
  /** An order's slot, or a reservation's. */
  slot_invalid: 'order' | 'reservation';
  /** The area a party asks to join (a field of its form), or the one the staff call from (the call's target). */
  waiting_area_not_found: 'join' | 'call';
}

/** The codes that name one refusal only (no variant to say which). */
export type PlainCode = Exclude<ApiErrorCode, keyof CodeVariants>;

export type VariantOf<Code extends ApiErrorCode> = Code extends keyof CodeVariants ? CodeVariants[Code] : never;

export interface DomainErrorOptions {
  /** A more precise text than the code's own (which fields failed, which action). */
  message?: string;
  /** The problems per field. */
  errors?: ApiError['errors'];
  /** More fields of the answer beside `code` and `message` (e.g. the `order_id` a closed cart became). */
  details?: Readonly<Record<string, unknown>>;
  /** What went wrong underneath (a provider's failure), for the log. */
  cause?: unknown;
  /** When the client may try again, in seconds: answered as `Retry-After`. */
  retryAfterSeconds?: number;
}

type OptionsOf<Code extends ApiErrorCode> = [VariantOf<Code>] extends [never]
  ? [options?: DomainErrorOptions]
  : [options: DomainErrorOptions & { variant: VariantOf<Code> }];

/**
 * A refusal of the api's business rules, named by its `ApiErrorCode`. Services throw it; they never
 * choose an HTTP status: the error handler answers it with the status `http/error-status.ts` gives the code.
 */
export class DomainError<Code extends ApiErrorCode = ApiErrorCode> extends Error {
  readonly errors: ApiError['errors'];
  readonly details: Readonly<Record<string, unknown>> | undefined;
  readonly variant: VariantOf<Code> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: Code,
    ...[options]: OptionsOf<Code>
  ) {
    super(options?.message ?? API_ERRORS[code], options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.errors = options?.errors;
    this.details = options?.details;
    this.variant = options && 'variant' in options ? options.variant : undefined;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
