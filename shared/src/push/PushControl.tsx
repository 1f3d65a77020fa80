import './push.css';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PushTarget } from '@storefront/shared/contracts';
import { useNamespace, useStores } from '@storefront/shared';
import { forget, isRemembered, remember } from './remembered';
import { subscribeToPush, unsubscribeFromTarget } from './subscribe';
import { PUSH_NAMESPACE, pushTexts } from './texts';

type State = 'idle' | 'working' | 'subscribed' | 'on' | 'denied' | 'failed' | 'hidden' | 'stopping' | 'off' | 'offFailed';

/** The status text of the states that have one ('subscribed' names its target). */
const STATUS_TEXT: Partial<Record<State, 'working' | 'stopping' | 'on' | 'off'>> = {
  working: 'working',
  stopping: 'stopping',
  on: 'on',
  off: 'off',
};

/** The states in which this browser receives the target's pushes: the button turns them off. */
const RECEIVING: readonly State[] = ['subscribed', 'on', 'stopping', 'offFailed'];

/**
 * "Notify me …": subscribes this browser to the pushes of one target after a tap, never on load,
 * and turns them off again with the same button. Says what happened in a status (subscribed, on,
 * off) or an alert (blocked, failed, with a retry).
 */
export const PushControl = observer(function PushControl({ target }: { target: PushTarget }) {
  const { t } = useNamespace(PUSH_NAMESPACE, pushTexts);
  const { api, locale, tenant } = useStores();
  const tenantName = tenant.tenant.name;
  const [state, setState] = useState<State>(() =>
    isRemembered(tenantName, target) && Notification.permission === 'granted' ? 'on' : 'idle',
  );
  if (state === 'hidden') return null;

  const subscribe = async () => {
    setState('working');
    try {
      const outcome = await subscribeToPush(api, target, locale.locale);
      if (outcome === 'subscribed') remember(tenantName, target);
      setState(outcome === 'unavailable' ? 'hidden' : outcome === 'dismissed' ? 'idle' : outcome);
    } catch (error) {
      console.warn('push: subscribing failed', error);
      setState('failed');
    }
  };
  const turnOff = async () => {
    setState('stopping');
    try {
      await unsubscribeFromTarget(api, target);
      forget(tenantName, target);
      setState('off');
    } catch (error) {
      console.warn('push: turning off failed', error);
      setState('offFailed');
    }
  };
  const receiving = RECEIVING.includes(state);
  // aria-disabled, not disabled: a disabled button would lose the focus it has while working.
  const busy = state === 'working' || state === 'stopping';
  const status = state === 'subscribed' ? t(`subscribed.${target.kind}`) : STATUS_TEXT[state] ? t(STATUS_TEXT[state]) : '';
  const alert = state === 'denied' ? t('denied') : state === 'failed' ? t('failed') : state === 'offFailed' ? t('offFailed') : '';
  const label = receiving ? t('turnOff') : state === 'failed' ? t('retry') : t(`ask.${target.kind}`);
  return (
    <div className="sf-push">
      {/* One button both ways, so the focus stays on it as it turns notifications on or off. */}
      <button
        type="button"
        className="sf-button"
        aria-disabled={busy}
        onClick={() => void (busy ? undefined : receiving ? turnOff() : subscribe())}
      >
        {label}
      </button>
      <p role="status" className="sf-push__status">
        {status}
      </p>
      {alert ? <p role="alert">{alert}</p> : null}
    </div>
  );
});
