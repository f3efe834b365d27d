// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, RELOADED_AT_KEY, RELOAD_GUARD_MS, loadChunk, reloadOnce, withTimeout } from '../../landing/chunks/loadChunk.ts';

describe('loading script chunks', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
  });
  afterEach(() => vi.useRealTimers());

  it('SPEC 9: a chunk that has not loaded after 120 s fails with a readable timeout', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = withTimeout(() => new Promise<never>(() => undefined));
    const settled = expect(pending).rejects.toThrow(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await settled;
    await expect(pending).rejects.toThrow('longer than 120 s');
  });

  it('a chunk loading within the time resolves with its module', async () => {
    await expect(withTimeout(() => Promise.resolve({ default: 'ok' }))).resolves.toEqual({ default: 'ok' });
  });

  it('a missing chunk (redeploy) reloads the page once; a second failure right after is shown, not reloaded', async () => {
    const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadChunk(missing);
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOADED_AT_KEY)).not.toBeNull();
    await expect(loadChunk(missing)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the reload guard expires, so a later redeploy reloads again', () => {
    expect(reloadOnce(1_000_000)).toBe(true);
    expect(reloadOnce(1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnce(1_000_000 + RELOAD_GUARD_MS + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a timeout is not answered with a reload', async () => {
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const settled = expect(pending).rejects.toThrow(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await settled;
    expect(reload).not.toHaveBeenCalled();
  });
});
