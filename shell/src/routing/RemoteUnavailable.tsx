import { useTranslation } from '@storefront/shared';

/** Shown in place of a remote that could not be loaded or stopped working; the frame stays. */
export function RemoteUnavailable({ kind, onRetry }: { kind: 'load' | 'render'; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="sf-remote-failed" role="alert">
      <p>{t(`remoteFailed.${kind}`)}</p>
      <button type="button" className="sf-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
