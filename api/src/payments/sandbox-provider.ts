import { randomBytes } from 'node:crypto';
import { CARD_INVALID_MESSAGE, PAYMENT_FAILED_MESSAGE, PAYMENT_PATHS } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import type { PaymentProvider } from './payment-provider';
import { refundSandboxPayment } from './sandbox-refund-service';
import { readSignatureHeader, tenantWebhookSecret, webhookIsGenuine } from './webhook-signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the tenant's webhook secret>` (webhook-signature.ts). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The development default of `PAYMENT_SANDBOX_SECRET`; refused when NODE_ENV=production. */
export const DEFAULT_SANDBOX_SECRET = 'sandbox-webhook-secret';

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  /** The api's public base URL, for the hosted page. */
  publicUrl: string;
  /** The master secret each tenant's webhook secret is derived from. */
  webhookSecret: string;
}

/** The default provider: a hosted page served by the api itself, its decisions kept in `sandbox_payments`. */
export const sandboxProvider = ({ db, clock, publicUrl, webhookSecret }: SandboxOptions): PaymentProvider => ({
  name: 'sandbox',
  createSession: async (input) => {
    const ref = `sbx_${randomBytes(12).toString('hex')}`;
    await db.query(
      `INSERT INTO sandbox_payments (ref, session_id, method, amount_minor, currency, order_number, tenant_name, return_url, created_at, subject)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        ref,
        input.sessionId,
        input.method,
        input.amountMinor,
        input.currency,
        input.orderNumber,
        input.tenantName,
        input.returnUrl,
        clock(),
        input.subject ?? 'order',
      ],
    );
    return { providerRef: ref, redirectUrl: `${publicUrl}${PAYMENT_PATHS.sandboxPage(input.sessionId)}` };
  },
  verify: async (ref) => {
    const [row] = await db.query<{ outcome: string | null; amount_minor: number; currency: string }>(
      'SELECT outcome, amount_minor, currency FROM sandbox_payments WHERE ref = $1',
      [ref],
    );
    if (!row) return { status: 'pending', message: null, amountMinor: null, currency: null };
    const charged = { amountMinor: Number(row.amount_minor), currency: row.currency };
    if (row.outcome === null) return { status: 'pending', message: null, ...charged };
    if (row.outcome === 'approved') return { status: 'paid', message: null, ...charged };
    return { status: 'failed', message: row.outcome === 'card_invalid' ? CARD_INVALID_MESSAGE : PAYMENT_FAILED_MESSAGE, ...charged };
  },
  parseWebhook: async (rawBody, headers) => {
    const header = readSignatureHeader(headers[SANDBOX_SIGNATURE_HEADER]);
    if (!header) return null;
    let sessionId: unknown;
    try {
      sessionId = (JSON.parse(rawBody) as { session_id?: unknown }).session_id;
    } catch {
      return null;
    }
    if (typeof sessionId !== 'string') return null;
    // The signing secret is the tenant's: the one whose payment the body names.
    const payment = await findSandboxPayment(db, sessionId);
    if (!payment) return null;
    const secret = tenantWebhookSecret(webhookSecret, payment.tenant_name);
    return webhookIsGenuine(secret, header, rawBody, clock()) ? { sessionId, deliveryId: header.signature } : null;
  },
  refund: (request) => refundSandboxPayment(db, request, clock()),
});

/** Records the customer's decision on the sandbox page (first decision wins). */
export const recordSandboxOutcome = async (
  db: Db,
  ref: string,
  outcome: 'approved' | 'declined' | 'card_invalid',
  at: Date,
): Promise<void> => {
  await db.query('UPDATE sandbox_payments SET outcome = $2, decided_at = $3 WHERE ref = $1 AND outcome IS NULL', [ref, outcome, at]);
};

export interface SandboxPayment {
  ref: string;
  session_id: string;
  method: 'hosted' | 'card';
  amount_minor: number;
  currency: string;
  order_number: number;
  subject: 'order' | 'reservation';
  tenant_name: string;
  return_url: string;
  outcome: string | null;
  /** What its refunds gave back, all together. */
  refunded_minor: number;
  refunded_at: Date | null;
  /** How many refunds it made: one per idempotency key (`sandbox_refunds`); a request repeating a key is not one. */
  refund_calls: number;
}

/** The sandbox's record of our session, or null. */
export const findSandboxPayment = async (db: Queryable, sessionId: string): Promise<SandboxPayment | null> => {
  const rows = await db.query<SandboxPayment>('SELECT * FROM sandbox_payments WHERE session_id = $1', [sessionId]);
  return rows[0] ?? null;
};
