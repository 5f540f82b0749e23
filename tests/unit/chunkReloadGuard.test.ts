import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunkReloadGuard';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
}

describe('chunk-load failure reload guard', () => {
  it('recognises chunk load errors', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });

  it('reloads once, not again within 60 s, and again after', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadAfterChunkError(storage, 1_000, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, 30_000, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 61_000, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});
