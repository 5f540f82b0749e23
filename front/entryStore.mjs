// The stored answers: a Map in least-recently-used order, bounded by bytes, each entry with its own
// expiry. `generation` moves on at every purge, so a render that began before a purge (and may show
// the old price) is not stored after it.

/** Headers, status line and bookkeeping of an entry, beside its body. */
const ENTRY_OVERHEAD = 1024;

export class EntryStore {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.generation = 0;
    this.entries = new Map();
  }

  /** The live entry for a key (now the most recently used), or undefined. */
  get(key, now) {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= now) {
      this.#remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps an entry unless a purge happened since `generation` was read or it is too big to be worth it. */
  set(key, entry, generation) {
    if (generation !== this.generation) return false;
    const size = entry.body.length + ENTRY_OVERHEAD;
    if (size > this.maxBytes / 8) return false;
    const old = this.entries.get(key);
    if (old !== undefined) this.#remove(key, old);
    entry.size = size;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.#remove(oldest, e);
    }
    return true;
  }

  /** Drops everything, and whatever is being rendered right now. */
  purge() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  #remove(key, entry) {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
