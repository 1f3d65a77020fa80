import { perRoot, type RootStore } from '@storefront/shared';
import { Mutation, Resource } from '@storefront/shared/data';
import {
  SOCKET_CONNECTED_EVENT,
  WAITING_LIST_UPDATED_EVENT,
  type WaitingCancellationReason,
  type WaitingEntry,
  type WaitingUpdateBody,
} from '@storefront/shared/contracts';
import { branchOfUpdate } from '../line-updates';
import { cancelEntry, delayEntry, fetchCancellationReasons, fetchEntry, rateEntry, sayOnMyWay, updateEntry } from './entry-calls';

/** A party's entry in line, kept current, and what the party may do with it (each change answers the entry as it now is). */
export class EntryStore {
  readonly entry: Resource<WaitingEntry, string>;
  readonly reasons: Resource<WaitingCancellationReason[]>;
  /** The party's changes of the entry (delay, party and note, leaving): one at a time, the last refusal kept. */
  readonly changing = new Mutation();
  /** "I'm on my way", on the your-turn card. */
  readonly announcing = new Mutation();

  constructor(private readonly root: RootStore) {
    this.entry = new Resource((token, signal) => fetchEntry(root.api, token, signal));
    this.reasons = new Resource((_none, signal) => fetchCancellationReasons(root.api, signal));
  }

  /**
   * Loads the entry and keeps it current: read again on every `waiting_list.updated` of its branch, when
   * the socket connects again, and when the page becomes visible (a phone waking up), since events sent
   * while it slept are lost. Answers the stop.
   */
  follow(token: string): () => void {
    const { realtime } = this.root;
    let following = true;
    // A refusal shown on an earlier visit of the page is not this one's.
    this.changing.clear();
    this.announcing.clear();
    const refresh = () => following && void this.entry.reload();
    void this.entry.load(token);
    // Before the first answer the branch is not known: any line's change is read again (the answer on its way may predate it).
    const stopEvents = realtime.subscribe(WAITING_LIST_UPDATED_EVENT, (payload) => {
      void branchOfUpdate(payload).then((branchId) => {
        const shown = this.entry.value;
        if (branchId !== null && (shown === null || branchId === shown.branch.id)) refresh();
      });
    });
    const stopReconnect = realtime.subscribe(SOCKET_CONNECTED_EVENT, refresh);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      following = false;
      stopEvents();
      stopReconnect();
      document.removeEventListener('visibilitychange', onVisible);
      this.entry.cancel();
    };
  }

  private async change(call: (token: string) => Promise<WaitingEntry>): Promise<WaitingEntry> {
    const token = this.entry.value?.id;
    if (!token) throw new Error('No entry to change.');
    const changed = await call(token);
    this.entry.set(changed);
    return changed;
  }

  /** "I need a few more minutes": the party moves down by the branch's step. Answers whether it went through. */
  delay = async () => (await this.changing.run(() => this.change((token) => delayEntry(this.root.api, token)))).done;
  update = async (body: WaitingUpdateBody) =>
    (await this.changing.run(() => this.change((token) => updateEntry(this.root.api, token, body)))).done;
  cancel = async (reasonId: number | null) =>
    (await this.changing.run(() => this.change((token) => cancelEntry(this.root.api, token, reasonId)))).done;
  /** "I'm on my way" once called: the restaurant sees it in its line. */
  onMyWay = async () => (await this.announcing.run(() => this.change((token) => sayOnMyWay(this.root.api, token)))).done;
  /** A rating of the wait; a refusal is thrown to the rating form, which shows it. */
  rate = (stars: number, comment: string) => this.change((token) => rateEntry(this.root.api, token, stars, comment));
}

export const entryStoreOf = perRoot((root) => new EntryStore(root));
