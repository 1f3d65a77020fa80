import { perRoot, type RootStore } from '@storefront/shared';
import { Mutation, Resource, type MutationOutcome } from '@storefront/shared/data';
import { SOCKET_CONNECTED_EVENT, WAITING_LIST_UPDATED_EVENT, type WaitingArea, type WaitingCreateBody } from '@storefront/shared/contracts';
import { makeAutoObservable, reaction } from 'mobx';
import { fetchEntry } from '../entry';
import { branchOfUpdate } from '../line-updates';
import { fetchBranchLine, fetchLastActive, joinLine, type BranchLine, fetchEventTypes } from './join-calls';
import { rememberedTokens } from './remembered-entries';

/** A branch's register screen: its rules, areas and the line now (of the area chosen), followed live. */
export class BranchLineStore {
  readonly branch: Resource<BranchLine, number>;
  readonly eventTypes: Resource<Awaited<ReturnType<typeof fetchEventTypes>>>;
  /** Joining the line: busy while the join is on its way, its refusal kept for the form. */
  readonly joining = new Mutation();
  /** The area the form has chosen (the first one until it chooses). */
  areaId: number | undefined = undefined;
  private branchId: number | null = null;

  constructor(private readonly root: RootStore) {
    this.branch = new Resource((id, signal) => fetchBranchLine(root.api, id, signal));
    this.eventTypes = new Resource((_none, signal) => fetchEventTypes(root.api, signal));
    makeAutoObservable<BranchLineStore, 'root' | 'branchId'>(
      this,
      { root: false, branchId: false, branch: false, eventTypes: false, joining: false },
      { autoBind: true },
    );
  }

  /**
   * The queue whose line is shown: the chosen area (the first until the form chooses), with its count as
   * the branch list has it (the api's areas, read again on every change), so both screens say one number.
   */
  get shownArea(): WaitingArea | null {
    const areas = this.branch.value?.areas ?? [];
    return areas.find((candidate) => candidate.id === this.areaId) ?? areas[0] ?? null;
  }

  chooseArea(areaId: number): void {
    this.areaId = areaId;
  }

  /**
   * The first paint of the register screen (docs/decisions/reservations-and-waiting-list-first-paint.md): the branch, its
   * occasions and its first area chosen, so the form is in the page; `follow` then keeps them.
   */
  async prepare(branchId: number): Promise<void> {
    this.branchId = branchId;
    await Promise.all([this.branch.load(branchId), this.eventTypes.load()]);
    const first = this.branch.value?.areas[0]?.id;
    if (first !== undefined && this.areaId === undefined) this.chooseArea(first);
  }

  /** Loads the branch and follows it: its areas' lines read again on every change of its list. Answers the stop. */
  follow(branchId: number): () => void {
    if (this.branchId !== branchId) this.areaId = undefined;
    this.branchId = branchId;
    // A refusal shown on an earlier visit of the page is not this one's.
    this.joining.clear();
    // Counts shown already may be old: read again at once when the socket is connected (a visit from another screen),
    // else once it connects (a server-painted page), and on every reconnection (what was sent meanwhile never came).
    if (this.root.realtime.connected) void this.branch.visit(branchId);
    else void this.branch.load(branchId);
    void this.eventTypes.load();
    const firstArea = reaction(
      () => this.branch.value?.areas[0]?.id,
      (first) => first !== undefined && this.areaId === undefined && this.chooseArea(first),
      { fireImmediately: true },
    );
    let following = true;
    const stopEvents = this.root.realtime.subscribe(WAITING_LIST_UPDATED_EVENT, (payload) => {
      void branchOfUpdate(payload).then((updated) => {
        if (!following || updated !== branchId) return;
        void this.branch.reload();
      });
    });
    const stopReconnect = this.root.realtime.subscribe(SOCKET_CONNECTED_EVENT, () => following && void this.branch.reload());
    return () => {
      following = false;
      firstArea();
      stopEvents();
      stopReconnect();
      this.branch.cancel();
    };
  }

  /** Joins the line; answers the new entry's link token, or the refusal (kept in `joining.error` too). */
  join(body: WaitingCreateBody): Promise<MutationOutcome<string>> {
    return this.joining.run(() => joinLine(this.root.api, body));
  }

  /** The link token of the entry this customer (or this device) already has in line at the branch (and area), or null. */
  async existingEntry(branchId: number, areaId?: number): Promise<string | null> {
    const { api, session, tenant } = this.root;
    const mine = session.token ? await fetchLastActive(api, branchId, areaId).catch(() => null) : null;
    if (mine) return mine.id;
    for (const candidate of rememberedTokens(tenant.tenant.name, branchId, areaId)) {
      const entry = await fetchEntry(api, candidate).catch(() => null);
      if (entry && (entry.status === 'waiting' || entry.status === 'called')) return entry.id;
    }
    return null;
  }
}

export const branchLineOf = perRoot((root) => new BranchLineStore(root));
