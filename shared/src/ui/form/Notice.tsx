/** A short outcome under a form or list: announced politely (status) or assertively (alert). */
export function Notice({ kind, children }: { kind: 'status' | 'alert'; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role={kind} className={`sf-notice sf-notice--${kind}`}>
      {children}
    </p>
  );
}
