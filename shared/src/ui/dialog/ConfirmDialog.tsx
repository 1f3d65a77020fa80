import './dialog.css';
import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../use-focus-trap';

/**
 * A modal question before an action that cannot be undone (cancel a reservation, delete an address):
 * `role="alertdialog"` named by its title and described by its text; focus moves in (to the safe choice,
 * `keepLabel`), stays inside, and returns where it was when it closes; Escape or `keepLabel` closes it.
 */
export function ConfirmDialog({
  title,
  children,
  more,
  confirmLabel,
  keepLabel,
  busy = false,
  onConfirm,
  onKeep,
}: {
  title: string;
  children: ReactNode;
  /** Asked besides the question (a reason), after its description. */
  more?: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  // The trap is set once: a choice made inside (a reason) renders the dialog again without moving focus.
  const onKeepNow = useRef(onKeep);
  useEffect(() => {
    onKeepNow.current = onKeep;
  }, [onKeep]);
  const escape = useCallback(() => onKeepNow.current(), []);
  useFocusTrap(ref, escape);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="sf-dialog-backdrop">
      <div ref={ref} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} className="sf-dialog">
        <h2 id={titleId}>{title}</h2>
        <div id={textId}>{children}</div>
        {more}
        <div className="sf-dialog__actions">
          <button ref={keep} type="button" className="sf-button sf-button--secondary" onClick={onKeep}>
            {keepLabel}
          </button>
          <button type="button" className="sf-button sf-button--danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
