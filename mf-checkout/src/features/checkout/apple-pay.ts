/** Apple Pay needs Safari (docs/specification.md §5): offered only where the browser has a working ApplePaySession. */
export const applePayAvailable = (): boolean => {
  const session = (globalThis as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments() === true;
  } catch {
    return false;
  }
};
