import { useEffect, useRef, useState } from 'react';
import { useNamespace, useStores } from '@storefront/shared';
import type { HumanCheckChallenge } from '@storefront/shared/contracts';
import { FieldError } from '../../forms/parts/FieldError';
import { HUMAN_CHECK_NAMESPACE, humanCheckTexts } from './texts';
import { loadWidgetScript } from './widget-script';

type WidgetChallenge = Extract<HumanCheckChallenge, { kind: 'widget' }>;

/**
 * A hosted provider's widget (Turnstile, hCaptcha) in a labelled group: its script loads when the widget
 * is first shown, it renders with the tenant's site key in the page's language, and its token is the
 * answer (`onToken`; '' when the token expires or the widget fails). Loading, expiry and failure are
 * said in words, the failures as alerts with "retry".
 */
export function HostedHumanCheck({
  challenge,
  label,
  hint,
  error,
  onToken,
  onNew,
}: {
  challenge: WidgetChallenge;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  onToken: (token: string) => void;
  onNew: () => void;
}) {
  const { locale } = useStores();
  const language = locale.locale;
  const { t } = useNamespace(HUMAN_CHECK_NAMESPACE, humanCheckTexts);
  const container = useRef<HTMLDivElement>(null);
  const tokenHeard = useRef(onToken);
  useEffect(() => {
    tokenHeard.current = onToken;
  });
  const [state, setState] = useState<'loading' | 'shown' | 'done' | 'expired' | 'failed'>('loading');

  useEffect(() => {
    let gone = false;
    let removeWidget = () => {};
    loadWidgetScript(challenge.provider, challenge.script_url, language)
      .then((api) => {
        if (gone || !container.current) return;
        const id = api.render(container.current, {
          sitekey: challenge.site_key,
          callback: (token) => {
            tokenHeard.current(token);
            setState('done');
          },
          'expired-callback': () => {
            tokenHeard.current('');
            setState('expired');
          },
          'error-callback': () => {
            tokenHeard.current('');
            setState('failed');
          },
          ...(challenge.provider === 'turnstile' ? { language } : {}),
        });
        removeWidget = () => api.remove?.(id);
        setState('shown');
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      removeWidget();
    };
  }, [challenge.provider, challenge.script_url, challenge.site_key, challenge.key, language]);

  const hintId = `${challenge.key}-hint`;
  const errorId = `${challenge.key}-error`;
  return (
    <div className="sf-human-check__widget">
      <div role="group" aria-label={label} aria-describedby={hint ? hintId : undefined}>
        <p className="sf-field__label">{label}</p>
        {hint ? (
          <p id={hintId} className="sf-field__hint">
            {hint}
          </p>
        ) : null}
        <div ref={container} data-human-check-widget={challenge.provider} />
        {state === 'loading' ? <p role="status">{t('widgetLoading')}</p> : null}
        {state === 'done' ? <p role="status">{t('widgetDone')}</p> : null}
      </div>
      {state === 'expired' || state === 'failed' ? (
        <p role="alert">
          {t(state === 'expired' ? 'widgetExpired' : 'unavailable')}{' '}
          <button type="button" className="sf-link-button" onClick={onNew}>
            {t('common:retry')}
          </button>
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
