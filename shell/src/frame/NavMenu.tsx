import { useCallback, useId, useRef, useState } from 'react';
import { useNamespace, useFocusTrap } from '@storefront/shared';
import { NAMESPACE, texts } from '../texts';
import { MainLinks } from './MainLinks';

function NavDialog({ onClose }: { onClose: () => void }) {
  const { t } = useNamespace(NAMESPACE, texts);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialog, onClose);
  return (
    <div className="sf-drawer">
      <button type="button" className="sf-drawer__overlay" aria-label={t('closeNavigation')} tabIndex={-1} onClick={onClose} />
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} className="sf-drawer__panel">
        <div className="sf-drawer__head">
          <h2 id={titleId} className="sf-drawer__title">
            {t('navigation')}
          </h2>
          <button type="button" className="sf-icon-button" aria-label={t('closeNavigation')} onClick={onClose}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z" />
            </svg>
          </button>
        </div>
        <nav aria-labelledby={titleId}>
          <MainLinks className="sf-drawer__links" onFollow={onClose} />
        </nav>
      </div>
    </div>
  );
}

/** On a phone the main navigation is behind this button, in a modal dialog (focus kept inside, Escape closes). */
export function NavMenu() {
  const { t } = useNamespace(NAMESPACE, texts);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className="sf-icon-button sf-nav-toggle"
        aria-label={t('openNavigation')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {open && <NavDialog onClose={close} />}
    </>
  );
}
