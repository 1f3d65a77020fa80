import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { useTestDatabase } from '../testing/test-suite';
import type { PaymentProvider } from './payment-provider';
import { PAYMENT_PROVIDERS } from './payment-providers';
import { recordSandboxOutcome } from './sandbox-provider';

const KEY_REUSED = 'The idempotency key was used for another refund.';

describe.each(testDatabases())('the sandbox provider keeps one refund per idempotency key on $label', (database) => {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestDatabase(database);
  let sandbox: PaymentProvider;
  let next = 0;

  beforeAll(() => {
    sandbox = PAYMENT_PROVIDERS.sandbox({ db: suite.db, clock: clock.now, publicUrl: 'http://127.0.0.1', sandboxSecret: 'unused' });
  });

  /** A card payment of 73.60 the customer approved on the sandbox's page. */
  const approvedPayment = async (): Promise<string> => {
    next += 1;
    const { providerRef } = await sandbox.createSession({
      sessionId: `ps_sandbox_refunds_${next}`,
      amountMinor: 7360,
      currency: 'SAR',
      method: 'card',
      orderNumber: 1000 + next,
      tenantName: 'sufra',
      returnUrl: 'http://sufra.localhost:8080/check-payment',
    });
    await recordSandboxOutcome(suite.db, providerRef, 'approved', clock.now());
    return providerRef;
  };
  const paymentOf = async (ref: string) =>
    (
      await suite.db.query<{ refunded_minor: number; refund_calls: number }>(
        'SELECT refunded_minor, refund_calls FROM sandbox_payments WHERE ref = $1',
        [ref],
      )
    )[0];
  const refundsOf = (ref: string) =>
    suite.db.query<{ idempotency_key: string; amount_minor: number; requests: number }>(
      'SELECT idempotency_key, amount_minor, requests FROM sandbox_refunds WHERE ref = $1 ORDER BY created_at, idempotency_key',
      [ref],
    );

  it('gives the money back once for a refund sent again with its key, and once under twenty parallel sends of it', async () => {
    const ref = await approvedPayment();
    const refund = { providerRef: ref, amountMinor: 7360, idempotencyKey: 'refund-key-twice' };
    await sandbox.refund(refund);
    await sandbox.refund(refund);
    expect(await paymentOf(ref)).toEqual({ refunded_minor: 7360, refund_calls: 1 });

    const other = await approvedPayment();
    const parallel = { providerRef: other, amountMinor: 7360, idempotencyKey: 'refund-key-parallel' };
    await Promise.all(Array.from({ length: 20 }, () => sandbox.refund(parallel)));
    expect(await paymentOf(other)).toEqual({ refunded_minor: 7360, refund_calls: 1 });
    expect(await refundsOf(other)).toEqual([{ idempotency_key: 'refund-key-parallel', amount_minor: 7360, requests: 20 }]);
  });

  it('refuses a key sent again with another amount or for another payment, and moves nothing', async () => {
    const ref = await approvedPayment();
    await sandbox.refund({ providerRef: ref, amountMinor: 3000, idempotencyKey: 'refund-key-reused' });
    await expect(sandbox.refund({ providerRef: ref, amountMinor: 4000, idempotencyKey: 'refund-key-reused' })).rejects.toThrow(KEY_REUSED);
    const other = await approvedPayment();
    await expect(sandbox.refund({ providerRef: other, amountMinor: 3000, idempotencyKey: 'refund-key-reused' })).rejects.toThrow(
      KEY_REUSED,
    );
    expect(await paymentOf(ref)).toEqual({ refunded_minor: 3000, refund_calls: 1 });
    expect(await paymentOf(other)).toEqual({ refunded_minor: 0, refund_calls: 0 });
    expect(await refundsOf(ref)).toEqual([{ idempotency_key: 'refund-key-reused', amount_minor: 3000, requests: 1 }]);
  });

  it('makes a refund for each new key, up to what was paid, and refuses one beyond it', async () => {
    const ref = await approvedPayment();
    await sandbox.refund({ providerRef: ref, amountMinor: 3000, idempotencyKey: 'refund-key-part-1' });
    await sandbox.refund({ providerRef: ref, amountMinor: 4000, idempotencyKey: 'refund-key-part-2' });
    await expect(sandbox.refund({ providerRef: ref, amountMinor: 1000, idempotencyKey: 'refund-key-part-3' })).rejects.toThrow(
      'The refund is more than what is left of the payment.',
    );
    // A part already made, asked again, is answered: it is not "more than what is left".
    await sandbox.refund({ providerRef: ref, amountMinor: 3000, idempotencyKey: 'refund-key-part-1' });
    expect(await paymentOf(ref)).toEqual({ refunded_minor: 7000, refund_calls: 2 });
  });
});
