import type { Clock } from '../clock';
import { SANDBOX_DECLINED_CARD, validCardNumber } from './card-check';
import { findSessionRow } from './payment-session-repository';
import type { ProviderDeps } from './provider-webhook-service';
import { findSandboxPayment, recordSandboxOutcome, type SandboxPayment } from './sandbox-provider';

/** The sandbox's hosted page: the session it shows and the customer's decision on it. */

/** The session behind a sandbox page and its payment, whether it can still be decided; null when unknown. */
export const sandboxSession = async (deps: ProviderDeps, id: string) => {
  const session = (await findSessionRow(deps.db, null, id)) ?? (await deps.others?.find(id)) ?? null;
  const payment = session && (await findSandboxPayment(deps.db, session.id));
  if (!session || !payment) return null;
  const live = session.status === 'pending' && new Date(session.expires_at) > deps.clock() && payment.outcome === null;
  return { session, payment, live };
};

/** The form's fields as the page posts them (a record of strings). */
export type SandboxForm = Partial<Record<string, string>>;

/** Records the customer's decision: approve (a card payment needs a valid card; the sandbox's declined card declines) or decline. */
export const decideSandboxPayment = async (
  { db, clock }: { db: ProviderDeps['db']; clock: Clock },
  payment: SandboxPayment,
  form: SandboxForm,
): Promise<void> => {
  let outcome: 'approved' | 'declined' | 'card_invalid' = form.decision === 'approve' ? 'approved' : 'declined';
  if (outcome === 'approved' && payment.method === 'card') {
    const card = validCardNumber({ number: form.card_number, expiry: form.card_expiry, cvc: form.card_cvc }, clock());
    outcome = card === null ? 'card_invalid' : card === SANDBOX_DECLINED_CARD ? 'declined' : 'approved';
  }
  await recordSandboxOutcome(db, payment.ref, outcome, clock());
};
