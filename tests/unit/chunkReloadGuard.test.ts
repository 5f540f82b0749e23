import { describe, expect, it } from 'vitest';
import { isChunkLoadError, isRouteAssetError, noteReload, reloadAfterChunkError } from '@/lib/chunkReloadGuard';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
}

describe('chunk-load failure reload guard', () => {
  it('recognises chunk load errors', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });

  it("recognises the router's failed page code by Next's marker, not by wording", () => {
    const marked = Object.defineProperty(new Error('Failed to load script: /_next/static/chunks/pages/Contact.js'), Symbol('ASSET_LOAD_ERROR'), {});
    expect(isRouteAssetError(marked)).toBe(true);
    expect(isRouteAssetError(new Error('Failed to load script: /x.js'))).toBe(false);
    expect(isRouteAssetError(null)).toBe(false);
  });

  it('reloads once, not again within 60 s, and again after', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadAfterChunkError(storage, 1_000, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, 30_000, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 60_999, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 61_000, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it("Next's own full load after a failed route counts as the reload: no second one within 60 s", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    let reloads = 0;
    noteReload(storage, 10_000);
    expect(reloadAfterChunkError(storage, 20_000, () => void reloads++)).toBe(false);
    // A note does not push the window on: the 60 s run from the first reload.
    noteReload(storage, 50_000);
    expect(reloadAfterChunkError(storage, 70_000, () => void reloads++)).toBe(true);
    expect(reloads).toBe(1);
  });

  it('an unreadable stored time does not block the reload', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem('chunk-reload-at', 'garbage');
    expect(reloadAfterChunkError(storage, 5_000, () => {})).toBe(true);
  });
});
