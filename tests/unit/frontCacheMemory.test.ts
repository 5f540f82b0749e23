import { describe, expect, it } from 'vitest';
import { EntryStore } from '@/front/entryStore.mjs';

const page = (kb: number) => ({ head: {}, body: Buffer.alloc(kb * 1024, 1), expires: Date.now() + 60_000 });

describe('the front cache memory bound', () => {
  it('never holds more than its bytes, dropping the page least recently viewed first', () => {
    const store = new EntryStore(64 * 1024);
    store.set('home', page(5), store.generation);
    for (let i = 0; i < 20; i++) {
      store.set(`tour-${i}`, page(5), store.generation);
      expect(store.get('home', Date.now())).toBeDefined(); // viewed all the time: stays
      expect(store.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(store.get('tour-0', Date.now())).toBeUndefined();
    expect(store.get('tour-19', Date.now())).toBeDefined();
  });

  it('does not let one huge answer push everything else out', () => {
    const store = new EntryStore(64 * 1024);
    store.set('home', page(5), store.generation);
    expect(store.set('brochure', page(40), store.generation)).toBe(false);
    expect(store.get('home', Date.now())).toBeDefined();
  });

  it('does not keep a render that began before a purge (it may show the old price)', () => {
    const store = new EntryStore(64 * 1024);
    const began = store.generation;
    store.purge();
    expect(store.set('tour', page(5), began)).toBe(false);
    expect(store.get('tour', Date.now())).toBeUndefined();
  });
});
