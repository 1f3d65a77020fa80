import './ui-kit.css';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** A loading line announced politely. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="sf-loading">
      {label ?? t('loading')}
    </p>
  );
}

/** A failure announced with a way to try again: never a blank screen. */
export function LoadFailure({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="sf-load-failure">
      <p>{message}</p>
      {children}
      {onRetry && (
        <button type="button" className="sf-button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
