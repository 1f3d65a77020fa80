import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/** False while a server-rendered page is rendered (on the server) and hydrated; true from then on, and in a page the browser rendered. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * A form's fields and buttons, disabled in a server-rendered page until React has hydrated it: the
 * form shows at the first paint (labels, fields), and nothing typed or sent before its script runs is
 * lost (a submit then would load the page again with the fields in its address). Lays out as if the
 * fields were the form's own children.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  return (
    <fieldset className="sf-form__controls" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
