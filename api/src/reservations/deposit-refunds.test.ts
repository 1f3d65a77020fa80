import {
  DEV_OUTBOX_PATH,
  RESERVATION_PATHS,
  apiErrorSchema,
  devOutboxResponseSchema,
  reservationBranchesResponseSchema,
} from '@storefront/shared/contracts';
import { parseOperatorCommand } from '../cli/operator-command';
import { runOperatorCommand } from '../cli/run-operator-command';
import type { PaymentProvider } from '../payments/payment-provider';
import { PAYMENT_PROVIDERS } from '../payments/payment-providers';
import { SUFRA } from '../seed/tenants/sufra';
import { customerCall } from '../testing/account-calls';
import { loginWithCode } from '../testing/customer-login';
import { reservationCalls } from '../testing/reservation-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { DATABASE_SETUP_TIMEOUT_MS, testDatabases } from '../testing/test-databases';
import { refundSweep, setRefundDestination } from '../testing/refund-steps';
import { useTestApi } from '../testing/test-suite';
import { claimDepositRefund } from './deposit-refund-service';

/** Sunday 1 March 2026, 12:00 in Riyadh. */
const START = '2026-03-01T12:00:00+03:00';

// Every refund the api asks of the payment adapter (and the idempotency key it sent), a switch to make
// the provider refuse them, and one to lose the answer to the next (the provider refunds, the api hears a timeout).
const refunds: { ref: string; amountMinor: number }[] = [];
const refundKeys: string[] = [];
let providerRefuses = false;
let loseNextAnswer = false;
const LOST_ANSWER = 'The provider did not answer in time.';
const sandbox = PAYMENT_PROVIDERS.sandbox;
jest.spyOn(PAYMENT_PROVIDERS, 'sandbox').mockImplementation((context): PaymentProvider => {
  const real = sandbox(context);
  return {
    ...real,
    refund: async (request) => {
      refunds.push({ ref: request.providerRef, amountMinor: request.amountMinor });
      refundKeys.push(request.idempotencyKey);
      if (providerRefuses) throw new Error('Refunds are paused for this account.');
      await real.refund(request);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new Error(LOST_ANSWER);
      }
    },
  };
});

describe.each(testDatabases())('deposit refunds on $label', (database) => {
  let sara: string;
  let kingFahd: number;
  const clock = createTestClock(START);
  // Behind the loopback proxy: the racing staff cancels come from twenty terminals, each within its operator-key limit.
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true, trustProxy: ['127.0.0.1'] });
  const calls = () => reservationCalls(suite.api, SUFRA);
  /** `npm run ops -- reservations cancel --tenant sufra --id <id> --reason "Kitchen maintenance"`: the line it prints. */
  const opsCancel = (id: number) =>
    runOperatorCommand(
      parseOperatorCommand(['reservations', 'cancel', '--tenant', 'sufra', '--id', String(id), '--reason', 'Kitchen maintenance'], {
        API_URL: suite.api.url,
      }),
    );

  beforeAll(async () => {
    sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    const branches = reservationBranchesResponseSchema.parse(
      (await call(suite.api, RESERVATION_PATHS.branches, { headers: storefrontHeaders(SUFRA) })).body,
    ).data;
    kingFahd = branches.find((branch) => branch.names.en === 'Sufra - King Fahd Road')?.id ?? 0;
  }, DATABASE_SETUP_TIMEOUT_MS);

  beforeEach(() => {
    refunds.length = 0;
    refundKeys.length = 0;
    providerRefuses = false;
    loseNextAnswer = false;
    clock.set(START);
  });

  const sandboxRefund = async (reservationId: number) =>
    suite.db.query<{ refunded_minor: number }>(
      `SELECT s.refunded_minor FROM sandbox_payments s JOIN reservation_payments p ON p.id = s.session_id
        WHERE p.reservation_id = $1 AND s.refunded_at IS NOT NULL`,
      [reservationId],
    );

  it('tells the refund rule of this booking before paying: by 24 h before the time, or not refundable closer to it', async () => {
    const later = await calls().book(sara, kingFahd, '2026-03-03', '19:00');
    expect(later.refund_policy).toEqual({ hours: 24, deadline: '2026-03-02T16:00:00.000Z', refundable: true, to: 'card' });
    expect(later.payment_url).toBeTruthy();
    const tonight = await calls().book(sara, kingFahd, '2026-03-01', '20:00');
    expect(tonight.refund_policy).toEqual({ hours: 24, deadline: '2026-02-28T17:00:00.000Z', refundable: false, to: 'card' });
    expect(tonight.refund).toBeNull();
  });

  it('refunds a paid deposit in full when the restaurant cancels, shows the reason and the refund, and texts the customer', async () => {
    const paid = await calls().bookPaid(sara, kingFahd, '2026-03-02', '21:00');
    expect(paid).toMatchObject({ status: 'confirmed', paid: true, refund: null });
    clock.advance(60_000);
    expect(await opsCancel(paid.id)).toMatch(/: cancelled; SAR 50\.00 refunded to the card$/);
    const refundedAt = clock.now().toISOString();
    const seen = await calls().get(sara, paid.id);
    expect(seen).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Kitchen maintenance',
      refund: { amount: '50.00', to: 'card', at: refundedAt },
    });
    expect(refunds).toEqual([{ ref: expect.any(String), amountMinor: 5000 }]);
    expect(await sandboxRefund(paid.id)).toEqual([{ refunded_minor: 5000 }]);
    // sufra speaks Arabic first: the SMS names the reason, the amount as the storefront writes it, the card and the day.
    const outbox = devOutboxResponseSchema.parse((await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(SUFRA) })).body).data;
    expect(outbox[0]?.text).toBe(`سفرة: ألغى المطعم حجزك رقم ${paid.id} (Kitchen maintenance). أُعيد 50.00 ر.س إلى بطاقتك في 2026/03/01.`);
  });

  it('refunds once when twenty staff cancels and the customer cancel race, and answers each of the others 409', async () => {
    const paid = await calls().bookPaid(sara, kingFahd, '2026-03-04', '19:00');
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        index === 10
          ? calls().cancel(sara, paid.id, 'Change of plans')
          : calls().staff(paid.id, 'cancel', { reason: 'Kitchen maintenance' }, `10.0.0.${index + 1}`),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(apiErrorSchema.parse(refused.body).code).toBe('reservation_action_invalid');
    }
    expect(refunds).toHaveLength(1);
    expect(await sandboxRefund(paid.id)).toEqual([{ refunded_minor: 5000 }]);
    expect((await calls().get(sara, paid.id)).refund).toMatchObject({ amount: '50.00', to: 'card' });
  }, 30_000);

  it('keeps a refund the provider refuses visible: the cancel stands, no refund is claimed, the staff read why', async () => {
    const paid = await calls().bookPaid(sara, kingFahd, '2026-03-05', '19:00');
    providerRefuses = true;
    // The staff read why on the line the CLI prints (and in their list); a second cancel changes nothing.
    expect(await opsCancel(paid.id)).toMatch(/: cancelled; Deposit refund of SAR 50\.00 failed: Refunds are paused for this account\.$/);
    const again = await calls().staff(paid.id, 'cancel', { reason: 'Again' });
    expect(apiErrorSchema.parse(again.body).code).toBe('reservation_action_invalid');
    expect(refunds).toHaveLength(1);
    // The customer reads the cancel and no refund; the api's note to the staff is not theirs.
    const seen = calls().parse(
      await customerCall(suite.api, SUFRA, sara, RESERVATION_PATHS.item(paid.id), { query: { include: 'notes' } }),
    );
    expect(seen).toMatchObject({ status: 'cancelled', refund: null, refunded: false });
    expect(seen.notes?.map((note) => note.text)).toEqual(['Kitchen maintenance']);
    const [session] = await suite.db.query<{ status: string; refund_status: string; refund_message: string }>(
      'SELECT status, refund_status, refund_message FROM reservation_payments WHERE reservation_id = $1',
      [paid.id],
    );
    expect(session).toEqual({ status: 'refunded', refund_status: 'failed', refund_message: 'Refunds are paused for this account.' });
    expect(await sandboxRefund(paid.id)).toEqual([]);
  });

  it('follows the rule on a customer cancel: refunded 24 h or more before the time, kept closer to it', async () => {
    const early = await calls().bookPaid(sara, kingFahd, '2026-03-06', '19:00');
    expect(calls().parse(await calls().cancel(sara, early.id)).refund).toMatchObject({ amount: '50.00', to: 'card' });
    const late = await calls().bookPaid(sara, kingFahd, '2026-03-02', '19:00');
    clock.set('2026-03-01T20:00:00+03:00');
    const kept = calls().parse(await calls().cancel(sara, late.id));
    expect(kept).toMatchObject({ status: 'cancelled', refund: null, refund_policy: { refundable: false } });
    expect(refunds).toHaveLength(1);
  });

  const walletEntries = (reservationId: number) =>
    suite.db.query<{ amount: number; reason_code: string }>(
      'SELECT amount::float8 AS amount, reason_code FROM wallet_ledger WHERE reference = $1',
      [`R-${reservationId}`],
    );
  const expectOnlyOks = (answers: { status: number }[]) => {
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
  };

  it('gives the deposit back to the wallet at once when the tenant sends refunds there: once under twenty staff cancels', async () => {
    await setRefundDestination(suite, SUFRA, 'wallet');
    try {
      const paid = await calls().bookPaid(sara, kingFahd, '2026-03-07', '19:00');
      expect(paid.refund_policy).toMatchObject({ refundable: true, to: 'wallet' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          calls().staff(paid.id, 'cancel', { reason: 'Kitchen maintenance' }, `10.0.1.${index + 1}`),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expectOnlyOks(answers);
      expect(refunds).toEqual([]);
      expect(await walletEntries(paid.id)).toEqual([{ amount: 50, reason_code: 'refund' }]);
      expect((await calls().get(sara, paid.id)).refund).toEqual({ amount: '50.00', to: 'wallet', at: clock.now().toISOString() });
      const outbox = devOutboxResponseSchema.parse(
        (await call(suite.api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(SUFRA) })).body,
      ).data;
      expect(outbox[0]?.text).toBe(`سفرة: ألغى المطعم حجزك رقم ${paid.id} (Kitchen maintenance). أُعيد 50.00 ر.س إلى محفظتك في 2026/03/01.`);
    } finally {
      await setRefundDestination(suite, SUFRA, 'card');
    }
  }, 30_000);

  it('sends a refused deposit refund again when the staff ask: once under twenty parallel asks, and then there is none to send', async () => {
    const paid = await calls().bookPaid(sara, kingFahd, '2026-03-08', '19:00');
    providerRefuses = true;
    expect(await opsCancel(paid.id)).toMatch(/Refunds are paused for this account\.$/);
    providerRefuses = false;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => calls().staff(paid.id, 'refund', {}, `10.0.2.${index + 1}`)),
    );
    expectOnlyOks(answers);
    expect(refunds).toHaveLength(2);
    expect(await sandboxRefund(paid.id)).toEqual([{ refunded_minor: 5000 }]);
    expect((await calls().get(sara, paid.id)).refund).toMatchObject({ amount: '50.00', to: 'card' });
    const again = await calls().staff(paid.id, 'refund');
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(again.body).code).toBe('reservation_action_invalid');
  }, 30_000);

  it('sends a deposit refund whose answer was lost again with its key: twenty parallel staff asks give the money back once', async () => {
    const paid = await calls().bookPaid(sara, kingFahd, '2026-03-11', '19:00');
    loseNextAnswer = true;
    expect(await opsCancel(paid.id)).toMatch(/: cancelled; Deposit refund of SAR 50\.00 failed: The provider did not answer in time\.$/);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => calls().staff(paid.id, 'refund', {}, `10.0.4.${index + 1}`)),
    );
    expectOnlyOks(answers);
    const provider = await suite.db.query<{ refunded_minor: number; refund_calls: number }>(
      `SELECT s.refunded_minor, s.refund_calls FROM sandbox_payments s JOIN reservation_payments p ON p.id = s.session_id
        WHERE p.reservation_id = $1`,
      [paid.id],
    );
    expect(provider).toEqual([{ refunded_minor: 5000, refund_calls: 1 }]);
    const [stored] = await suite.db.query<{ refund_key: string }>(
      'SELECT refund_key FROM reservation_payments WHERE reservation_id = $1 AND refund_status IS NOT NULL',
      [paid.id],
    );
    expect(refundKeys).toEqual([stored?.refund_key, stored?.refund_key]);
    expect((await calls().get(sara, paid.id)).refund).toMatchObject({ amount: '50.00', to: 'card' });
  }, 30_000);

  describe('a card refund an api left unsent (it stopped right after the cancel committed)', () => {
    /** The state a cancel commits before the provider is asked: cancelled, its paid deposit claimed for the card. */
    const cancelledUnsent = async (date: string) => {
      const paid = await calls().bookPaid(sara, kingFahd, date, '19:00');
      await suite.db.transaction(async (tx) => {
        const [row] = await tx.query<{ tenant_id: number; id: number; customer_id: number }>(
          `UPDATE reservations SET status = 'cancelled' WHERE id = $1 RETURNING tenant_id, id, customer_id`,
          [paid.id],
        );
        if (!row || !(await claimDepositRefund(tx, row, 'card', clock.now()))) throw new Error('no paid deposit to claim');
      });
      return paid;
    };
    const sweep = refundSweep(suite, clock.now);

    it('is sent by the refund sweep once it is a minute old, and the guest reads it', async () => {
      const paid = await cancelledUnsent('2026-03-09');
      expect(await sweep()).toBe(0);
      clock.advance(61_000);
      expect(await sweep()).toBe(1);
      expect(refunds).toHaveLength(1);
      expect(await sandboxRefund(paid.id)).toEqual([{ refunded_minor: 5000 }]);
      expect((await calls().get(sara, paid.id)).refund).toEqual({ amount: '50.00', to: 'card', at: clock.now().toISOString() });
      expect(await sweep()).toBe(0);
    });

    it('is sent once when twenty sweeps and twenty staff retries run at once', async () => {
      const paid = await cancelledUnsent('2026-03-10');
      clock.advance(61_000);
      const [sweeps, asks] = await Promise.all([
        Promise.all(Array.from({ length: 20 }, sweep)),
        Promise.all(Array.from({ length: 20 }, (_, index) => calls().staff(paid.id, 'refund', {}, `10.0.3.${index + 1}`))),
      ]);
      expectOnlyOks(asks);
      expect(sweeps.reduce((sum, sent) => sum + sent, 0)).toBeLessThanOrEqual(1);
      expect(refunds).toHaveLength(1);
      expect(await sandboxRefund(paid.id)).toEqual([{ refunded_minor: 5000 }]);
    }, 30_000);
  });
});
