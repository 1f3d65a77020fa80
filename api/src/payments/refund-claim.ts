/** A refund claimed (`sending`) this long ago is taken as lost (the api stopped during the provider's call) and may be claimed again. */
export const REFUND_CLAIM_MINUTES = 5;

/** A refund recorded (`pending`) this long ago and not yet given to the provider was left by an api that stopped after its commit. */
const UNSENT_AFTER_MINUTES = 1;

export interface UnsentRefundCutoffs {
  /** A `pending` refund recorded before this was left unsent. */
  pendingBefore: Date;
  /** A `sending` claim taken before this was lost. */
  sendingBefore: Date;
}

export const unsentRefundCutoffs = (now: Date): UnsentRefundCutoffs => ({
  pendingBefore: new Date(now.getTime() - UNSENT_AFTER_MINUTES * 60_000),
  sendingBefore: new Date(now.getTime() - REFUND_CLAIM_MINUTES * 60_000),
});
