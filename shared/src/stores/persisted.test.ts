import { makeAutoObservable } from 'mobx';
import { z } from 'zod/mini';
import { persisted } from './persisted';

const noteSchema = z.object({ text: z.string().check(z.maxLength(20)) });
type Note = z.infer<typeof noteSchema>;

/** A store that keeps a note, and refuses a kept note it was told not to take. */
class NoteStore {
  note: Note | null = null;
  constructor(private readonly refused = '') {
    makeAutoObservable(this);
  }
  set(note: Note | null): void {
    this.note = note;
  }
  get saved(): Note | null {
    return this.note;
  }
  restore(saved: Note): boolean {
    if (saved.text === this.refused) return false;
    this.note = saved;
    return true;
  }
}

const key = 'storefront.sufra.note';

describe('persisted', () => {
  beforeEach(() => localStorage.clear());

  it('restores what was kept and saves every change, removing the key when nothing is left', () => {
    localStorage.setItem(key, JSON.stringify({ text: 'kept' }));
    const store = new NoteStore();
    const kept = persisted(store, noteSchema, key, localStorage);
    expect(store.note).toEqual({ text: 'kept' });
    store.set({ text: 'changed' });
    expect(localStorage.getItem(key)).toBe('{"text":"changed"}');
    store.set(null);
    expect(localStorage.getItem(key)).toBeNull();
    kept.stop();
    store.set({ text: 'after stop' });
    expect(localStorage.getItem(key)).toBeNull();
  });

  it.each([
    ['damaged', '{ not json'],
    ['tampered', JSON.stringify({ text: 42 })],
    ['refused by the store', JSON.stringify({ text: 'foreign' })],
  ])('drops a %s value instead of trusting it', (_, value) => {
    localStorage.setItem(key, value);
    const store = new NoteStore('foreign');
    persisted(store, noteSchema, key, localStorage).stop();
    expect(store.note).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("adopts another tab's value only when it is valid and belongs", () => {
    const store = new NoteStore('foreign');
    const kept = persisted(store, noteSchema, key, localStorage);
    expect(kept.key).toBe(key);
    expect(kept.adopt(null)).toBe(false);
    expect(kept.adopt(JSON.stringify({ text: 'x'.repeat(21) }))).toBe(false);
    expect(kept.adopt(JSON.stringify({ text: 'foreign' }))).toBe(false);
    expect(store.note).toBeNull();
    expect(kept.adopt(JSON.stringify({ text: 'other tab' }))).toBe(true);
    expect(store.note).toEqual({ text: 'other tab' });
    kept.stop();
  });
});
