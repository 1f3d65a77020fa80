import { makeAutoObservable } from 'mobx';

export type RealtimeHandler = (payload: unknown) => void;

/**
 * The page's live events, fed by the shell's one socket connection. Remotes subscribe by event name
 * (`branch.updated`, `menu.updated`, `order.updated`, ...) and never open sockets of their own.
 */
export class RealtimeStore {
  connected = false;
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();

  constructor() {
    makeAutoObservable<RealtimeStore, 'handlers'>(this, { handlers: false });
  }

  setConnected(connected: boolean): void {
    this.connected = connected;
  }

  subscribe(event: string, handler: RealtimeHandler): () => void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return () => set.delete(handler);
  }

  publish(event: string, payload: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`A handler of ${event} failed`, error);
      }
    }
  }
}
