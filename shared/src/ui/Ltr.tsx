import type { ReactNode } from 'react';

/**
 * A number, phone number, code, plate or amount shown as one left-to-right run inside Arabic (or any)
 * text, so `+966 55…` is never drawn reversed. The one place the storefront isolates such values.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
