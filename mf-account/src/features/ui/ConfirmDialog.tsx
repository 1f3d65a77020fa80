import { useFocusTrap } from '@storefront/shared';
import { useId, useRef } from 'react';

/** A modal question (delete?): labelled, focus kept inside, Escape or "keep" closes it, focus goes back. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useFocusTrap(ref, onCancel);
  return (
    <div className="sf-dialog-backdrop">
      <div ref={ref} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} className="sf-dialog">
        <h2 id={titleId}>{title}</h2>
        <p id={textId}>{text}</p>
        <div className="sf-dialog__actions">
          <button type="button" className="sf-button sf-button--secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="sf-button sf-button--danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
