import { makeAutoObservable } from 'mobx';
import { z } from 'zod/mini';
import { persisted } from './persisted';

const noteSchema = z.object({ text: z.string().check(z.maxLength(20)) });
type Note = z.infer<typeof noteSchema>;
const checkNote = (value: unknown): Note | null => {
  const parsed = noteSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

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

  it('restores what was kept and saves every change, removing the key when nothing is left', async () => {
    localStorage.setItem(key, JSON.stringify({ text: 'kept' }));
    const store = new NoteStore();
    const kept = persisted(store, checkNote, key, localStorage);
    await kept.restored;
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
  ])('drops a %s value instead of trusting it', async (_, value) => {
    localStorage.setItem(key, value);
    const store = new NoteStore('foreign');
    const kept = persisted(store, checkNote, key, localStorage);
    await kept.restored;
    kept.stop();
    expect(store.note).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("adopts another tab's value only when it is valid and belongs", async () => {
    const store = new NoteStore('foreign');
    const kept = persisted(store, checkNote, key, localStorage);
    expect(kept.key).toBe(key);
    await expect(kept.adopt(null)).resolves.toBe(false);
    await expect(kept.adopt(JSON.stringify({ text: 'x'.repeat(21) }))).resolves.toBe(false);
    await expect(kept.adopt(JSON.stringify({ text: 'foreign' }))).resolves.toBe(false);
    expect(store.note).toBeNull();
    await expect(kept.adopt(JSON.stringify({ text: 'other tab' }))).resolves.toBe(true);
    expect(store.note).toEqual({ text: 'other tab' });
    kept.stop();
  });
});

describe('persisted, with a check that loads its schema first', () => {
  beforeEach(() => localStorage.clear());

  it('checks nothing while nothing is kept, and saves changes once restored', async () => {
    const check = jest.fn(async (value: unknown) => checkNote(value));
    const store = new NoteStore();
    const kept = persisted(store, check, key, localStorage);
    await kept.restored;
    expect(check).not.toHaveBeenCalled();
    store.set({ text: 'new' });
    expect(localStorage.getItem(key)).toBe('{"text":"new"}');
    kept.stop();
  });

  it('takes the kept value back once the check answers', async () => {
    localStorage.setItem(key, JSON.stringify({ text: 'kept' }));
    const store = new NoteStore();
    const kept = persisted(store, async (value) => checkNote(value), key, localStorage);
    expect(store.note).toBeNull();
    await kept.restored;
    expect(store.note).toEqual({ text: 'kept' });
    kept.stop();
  });
});

describe('persisted, when the check cannot run', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what was kept for the next page instead of dropping it', async () => {
    localStorage.setItem(key, JSON.stringify({ text: 'kept' }));
    const store = new NoteStore();
    const kept = persisted(store, () => Promise.reject(new Error('chunk failed to load')), key, localStorage);
    await kept.restored;
    expect(store.note).toBeNull();
    expect(localStorage.getItem(key)).toBe('{"text":"kept"}');
    await expect(kept.adopt(JSON.stringify({ text: 'other tab' }))).resolves.toBe(false);
    kept.stop();
  });
});

describe('persisted, when the store changes while the kept value is checked', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the change and saves it, instead of the older kept value', async () => {
    localStorage.setItem(key, JSON.stringify({ text: 'kept' }));
    const store = new NoteStore();
    const kept = persisted(store, async (value) => checkNote(value), key, localStorage);
    store.set({ text: 'typed meanwhile' });
    await kept.restored;
    expect(store.note).toEqual({ text: 'typed meanwhile' });
    expect(localStorage.getItem(key)).toBe('{"text":"typed meanwhile"}');
    kept.stop();
  });
});
