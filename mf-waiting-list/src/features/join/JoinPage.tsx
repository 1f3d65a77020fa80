import '../waiting.css';
import {
  LoadFailure,
  Loading,
  LoadingFallback,
  ScreenFrame,
  localizePath,
  useStores,
  type ScreenProps,
  useNavigate,
  useParams,
} from '@storefront/shared';
import { lazyAfterFirstPaint } from '@storefront/shared/forms';
import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect } from 'react';
import { useWaitingTexts } from '../../texts';
import { branchLineOf } from './branch-line-store';
import { LineClosed } from './LineClosed';
import { LineNow } from './LineNow';
import { rememberEntry } from './remembered-entries';

// The form (react-hook-form, its checks with zod) is in the server's page and hydrates once the page is interactive.
const JoinForm = lazyAfterFirstPaint(() => import('./JoinForm'), 'JoinForm');

/**
 * `/waiting-list/branch/{id}`: the line now and the register form; "Out of service" with the reason while the
 * restaurant closed its list; "Closed now" and when it opens while the branch is closed by its hours.
 */
export const JoinPage = observer(function JoinPage({ title }: ScreenProps) {
  const root = useStores();
  const { t } = useWaitingTexts();
  const navigate = useNavigate();
  const locale = root.locale.locale;
  const tenant = root.tenant.tenant.name;
  const branchId = Number(useParams().id);
  const known = Number.isInteger(branchId) && branchId > 0;
  const store = branchLineOf(root);

  useEffect(() => (known ? store.follow(branchId) : undefined), [store, known, branchId]);

  const openEntry = useCallback(
    (token: string) => navigate(localizePath(`/waiting-list/branch/${branchId}/${token}`, locale)),
    [navigate, branchId, locale],
  );
  // The entry this customer (or this device) already has in line here opens instead of the form.
  useEffect(() => {
    if (!known) return;
    let here = true;
    void store.existingEntry(branchId).then((token) => here && token && openEntry(token));
    return () => {
      here = false;
    };
  }, [store, known, branchId, openEntry]);

  const joined = async (token: string | null, area: number) => {
    const entry = token ?? (await store.existingEntry(branchId, area));
    if (token) rememberEntry(tenant, { token, branchId, areaId: area });
    if (entry) openEntry(entry);
  };
  const branch = store.branch.value;
  const failure = !known || store.branch.state === 'notFound' ? 'notFound' : store.branch.state === 'failed' ? 'loadFailed' : null;
  const areaId = store.areaId;

  return (
    <ScreenFrame title={title}>
      {failure && (
        <LoadFailure message={t(`join.${failure}`)} onRetry={failure === 'loadFailed' ? () => void store.branch.reload() : undefined} />
      )}
      {!failure && !branch && <Loading />}
      {branch && (
        <>
          <h2>{branch.settings.names[locale]}</h2>
          {!branch.settings.waiting_settings.open && (
            <div role="status" className="wl-card">
              <p className="wl-line">{t('join.outOfService')}</p>
              {branch.settings.waiting_settings.closed_reason && <p>{branch.settings.waiting_settings.closed_reason}</p>}
            </div>
          )}
          {branch.settings.waiting_settings.open && !branch.settings.branch_open && <LineClosed hours={branch.settings} />}
          {branch.settings.waiting_settings.open && branch.settings.branch_open && (
            <>
              {store.shownArea && <LineNow area={store.shownArea} named={branch.areas.length > 1} />}
              {areaId !== undefined && (
                <Suspense fallback={<LoadingFallback what="waiting list form" />}>
                  <JoinForm
                    branchId={branchId}
                    settings={branch.settings.waiting_settings}
                    areas={branch.areas}
                    eventTypes={store.eventTypes.value ?? []}
                    areaId={areaId}
                    onAreaChange={store.chooseArea}
                    onJoined={(token, area) => void joined(token, area)}
                    onClosed={() => void store.branch.reload()}
                  />
                </Suspense>
              )}
            </>
          )}
        </>
      )}
    </ScreenFrame>
  );
});
