import '../waiting.css';
import { LoadFailure, Loading, ScreenFrame, localizePath, useStores, type ScreenProps, useNavigate, useParams } from '@storefront/shared';
import { WAITING_LIST_UPDATED_EVENT, waitingListUpdatedPayloadSchema } from '@storefront/shared/contracts';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useWaitingTexts } from '../../texts';
import { fetchEntry } from '../entry/entry-calls';
import { fetchEventTypes, type EventType } from './event-types';
import { fetchBranchLine, fetchLastActive, fetchLine } from './join-calls';
import { JoinForm } from './JoinForm';
import { LineClosed } from './LineClosed';
import { LineNow } from './LineNow';
import { rememberEntry, rememberedTokens } from './remembered-entries';

type BranchLine = Awaited<ReturnType<typeof fetchBranchLine>>;

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
  const [branch, setBranch] = useState<BranchLine | null>(null);
  const [eventTypes, setEventTypes] = useState<EventType[]>([]);
  const [areaId, setAreaId] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<'notFound' | 'loadFailed' | null>(null);

  /** Goes to the entry this customer (or this device) already has in line here, if any. */
  const goToExisting = useCallback(
    async (area?: number): Promise<boolean> => {
      const mine = root.session.token ? await fetchLastActive(root.api, branchId, area).catch(() => null) : null;
      let token = mine?.id ?? null;
      for (const candidate of token ? [] : rememberedTokens(tenant, branchId, area)) {
        const entry = await fetchEntry(root.api, candidate).catch(() => null);
        if (entry && (entry.status === 'waiting' || entry.status === 'called')) {
          token = entry.id;
          break;
        }
      }
      if (token) navigate(localizePath(`/waiting-list/branch/${branchId}/${token}`, locale));
      return token !== null;
    },
    [root.api, root.session.token, tenant, branchId, locale, navigate],
  );

  const load = useCallback(() => {
    setFailure(null);
    if (!Number.isInteger(branchId) || branchId < 1) return setFailure('notFound');
    fetchBranchLine(root.api, branchId, undefined).then(
      (loaded) => {
        setBranch(loaded);
        setAreaId((current) => current ?? loaded.areas[0]?.id);
      },
      (error: { status?: number | null }) => setFailure(error.status === 404 ? 'notFound' : 'loadFailed'),
    );
  }, [root.api, branchId]);

  useEffect(() => {
    load();
    void goToExisting();
    fetchEventTypes(root.api).then(setEventTypes, () => undefined);
  }, [load, goToExisting, root.api]);

  useEffect(
    () =>
      root.realtime.subscribe(WAITING_LIST_UPDATED_EVENT, (payload) => {
        const event = waitingListUpdatedPayloadSchema.safeParse(payload);
        if (event.success && event.data.branch_id === branchId) load();
      }),
    [root.realtime, branchId, load],
  );

  const [line, setLine] = useState<BranchLine['line'] | null>(null);
  useEffect(() => {
    if (branch && areaId !== undefined) fetchLine(root.api, branchId, areaId).then(setLine, () => setLine(branch.line));
  }, [root.api, branch, branchId, areaId]);

  const joined = (token: string | null, area: number) => {
    if (token === null) return void goToExisting(area);
    rememberEntry(tenant, { token, branchId, areaId: area });
    navigate(localizePath(`/waiting-list/branch/${branchId}/${token}`, locale));
  };

  return (
    <ScreenFrame title={title}>
      {failure && <LoadFailure message={t(`join.${failure}`)} onRetry={failure === 'loadFailed' ? load : undefined} />}
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
              <LineNow line={line ?? branch.line} />
              {areaId !== undefined && (
                <JoinForm
                  branchId={branchId}
                  settings={branch.settings.waiting_settings}
                  areas={branch.areas}
                  eventTypes={eventTypes}
                  areaId={areaId}
                  onAreaChange={setAreaId}
                  onJoined={joined}
                  onClosed={load}
                />
              )}
            </>
          )}
        </>
      )}
    </ScreenFrame>
  );
});
