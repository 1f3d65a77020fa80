import { createHmac, randomBytes } from 'node:crypto';
import { CARD_INVALID_MESSAGE, PAYMENT_FAILED_MESSAGE, PAYMENT_PATHS } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { safeEqual } from '../security/secrets';
import type { PaymentProvider } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox webhook signature: hex HMAC-SHA256 of the raw body. */
export const sandboxSignature = (secret: string, rawBody: string): string => createHmac('sha256', secret).update(rawBody).digest('hex');

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  /** The api's public base URL, for the hosted page. */
  publicUrl: string;
  webhookSecret: string;
}

/** The default provider: a hosted page served by the api itself, its decisions kept in `sandbox_payments`. */
export const sandboxProvider = ({ db, clock, publicUrl, webhookSecret }: SandboxOptions): PaymentProvider => ({
  name: 'sandbox',
  createSession: async (input) => {
    const ref = `sbx_${randomBytes(12).toString('hex')}`;
    await db.query(
      `INSERT INTO sandbox_payments (ref, session_id, method, amount_minor, currency, order_number, tenant_name, return_url, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
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
      ],
    );
    return { providerRef: ref, redirectUrl: `${publicUrl}${PAYMENT_PATHS.sandboxPage(input.sessionId)}` };
  },
  verify: async (ref) => {
    const [row] = await db.query<{ outcome: string | null }>('SELECT outcome FROM sandbox_payments WHERE ref = $1', [ref]);
    if (!row || row.outcome === null) return { status: 'pending', message: null };
    if (row.outcome === 'approved') return { status: 'paid', message: null };
    return { status: 'failed', message: row.outcome === 'card_invalid' ? CARD_INVALID_MESSAGE : PAYMENT_FAILED_MESSAGE };
  },
  parseWebhook: (rawBody, headers) => {
    const signature = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof signature !== 'string' || !safeEqual(signature, sandboxSignature(webhookSecret, rawBody))) return null;
    try {
      const parsed: unknown = JSON.parse(rawBody);
      const sessionId = (parsed as { session_id?: unknown }).session_id;
      return typeof sessionId === 'string' ? { sessionId } : null;
    } catch {
      return null;
    }
  },
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
  tenant_name: string;
  return_url: string;
  outcome: string | null;
}

/** The sandbox's record of our session, or null. */
export const findSandboxPayment = async (db: Db, sessionId: string): Promise<SandboxPayment | null> => {
  const rows = await db.query<SandboxPayment>('SELECT * FROM sandbox_payments WHERE session_id = $1', [sessionId]);
  return rows[0] ?? null;
};
