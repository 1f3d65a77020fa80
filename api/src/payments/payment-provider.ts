/** What the provider says about a payment when asked (never taken from a redirect). */
export interface PaymentVerification {
  status: 'pending' | 'paid' | 'failed';
  /** Why it failed, for the customer (`Payment failed.`, `Card details are invalid or missing!`). */
  message: string | null;
  /**
   * What the provider says was charged, in minor units, and its currency (null while it knows no
   * payment yet). The api accepts a `paid` answer only when both equal the session's.
   */
  amountMinor: number | null;
  currency: string | null;
}

/**
 * What a card payment made in the browser needs (the card kind of a provider whose card form posts
 * the card to the provider itself, such as Moyasar): the tenant's publishable key, the id the payment
 * must be created with (so the api can find it, and a repeat creates nothing), what to charge and
 * where the provider sends the customer back.
 */
export interface BrowserCardPayment {
  provider: string;
  /** The provider's API base the browser posts the card to. */
  apiUrl: string;
  publishableKey: string;
  /** The payment's id given to the provider (`given_id`): the session's `providerRef`. */
  givenId: string;
  amountMinor: number;
  currency: string;
  description: string;
  callbackUrl: string;
  /** Attach to the payment (`metadata`), so the provider's webhook names the session. */
  metadata: Record<string, string>;
  /** Whether the customer may pay it with STC Pay instead of a card (the tenant's account has it, in SAR). */
  stcPay: boolean;
  /** Whether the customer may pay it with Apple Pay (the tenant's domains are registered for it). */
  applePay: boolean;
}

export interface CreatePaymentInput {
  /** Our session id, given to the provider as metadata so webhooks can name it. */
  sessionId: string;
  amountMinor: number;
  currency: string;
  method: 'hosted' | 'card';
  /** The order's number, or the reservation's id for a deposit. */
  orderNumber: number;
  /** What is paid: an order (default) or a reservation's deposit. */
  subject?: 'order' | 'reservation';
  tenantName: string;
  /** Where the provider sends the browser back (the storefront's check-payment page). */
  returnUrl: string;
}

/**
 * An online payment provider (docs/api.md, "Payment adapters"). A real one calls the provider's API
 * with its secret key; the default `sandbox` keeps its side in the `sandbox_payments` table.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Creates the provider's payment; answers its reference and the hosted page to send the customer to. */
  createSession(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the provider for the payment's state. */
  verify(providerRef: string): Promise<PaymentVerification>;
  /**
   * Checks a webhook: its timestamp is recent and its signature (over timestamp and raw body, with the
   * tenant's webhook secret) is genuine. Answers the session it concerns and an id of this delivery
   * (to refuse replays), or null when it is not genuine or stale.
   */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    query?: Record<string, string | undefined>,
    /** The adapter named by the webhook's path (`/webhooks/<name>`), when this provider serves several. */
    via?: string,
  ): Promise<{ sessionId: string; deliveryId: string } | null>;
  /** The tenant's Apple Pay domain association file, or null when its provider offers no Apple Pay through the card step. */
  applePayAssociation?(tenantId: number): Promise<string | null>;
  /** The adapters whose webhooks it takes (`POST /api/v1/payment/webhooks/<name>`); `[name]` when unset. */
  readonly webhookNames?: readonly string[];
  /**
   * The adapter a tenant's online payments go through (a tenant's own provider, else the platform's),
   * or null when the tenant has none and only offers cash and card on delivery; `name` when unset.
   */
  onlineProviderFor?(tenantId: number): Promise<string | null>;
  /**
   * Gives money of a payment back (a canceled order, a deposit, a payment that reached an order already
   * paid, canceled or expired). Throws with the provider's reason when it cannot. The provider is sent
   * `idempotencyKey`: a request repeating the key of a refund it made answers that refund and moves no
   * money again, and one repeating it with another payment or amount is refused.
   */
  refund(request: RefundRequest): Promise<void>;
}

/** The provider's answer to a new payment. */
export interface CreatedPayment {
  providerRef: string;
  /** The page to send the customer to (a hosted page; for a browser card payment, the storefront's card step). */
  redirectUrl: string;
  /** Set when the browser creates the card payment itself (see `BrowserCardPayment`). */
  browserCard?: BrowserCardPayment;
  /** The adapter that made it, when it is not `name` (a tenant's own provider): stored with the session. */
  provider?: string;
}

export interface RefundRequest {
  providerRef: string;
  amountMinor: number;
  /** Fixed when the refund is recorded, before the provider is first asked, and the same on every retry (migration 101). */
  idempotencyKey: string;
}

/** The adapter a tenant's online payments go through, or null when it offers no online payment. */
export const onlineProviderOf = (provider: PaymentProvider, tenantId: number): Promise<string | null> =>
  provider.onlineProviderFor ? provider.onlineProviderFor(tenantId) : Promise.resolve(provider.name);
