/**
 * Loading the landing's script chunks (SPEC 9: a 120 s load timeout). A chunk that fails to load usually means
 * the site was redeployed and the old chunk names are gone: the page reloads once to get the new HTML, and a
 * second failure within RELOAD_GUARD_MS shows the error instead of reloading in a loop.
 */
export const CHUNK_TIMEOUT_MS = 120_000;
export const RELOAD_GUARD_MS = 60_000;
export const RELOADED_AT_KEY = 'chunkReloadedAt';

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading part of the page took longer than ${Math.round(ms / 1000)} s. Check your connection and reload.`);
  }
}

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Reloads the page unless it already did so within the guard time; true when a reload was started. */
export function reloadOnce(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    if (last && now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false; // without storage we cannot guard against a loop
  }
  window.location.reload();
  return true;
}

/** import() with the timeout; a missing chunk reloads the page once (the promise then never settles). */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return withTimeout(load).catch((error: unknown) => {
    if (typeof window !== 'undefined' && !(error instanceof ChunkTimeoutError) && reloadOnce()) return new Promise<T>(() => undefined);
    throw error;
  });
}
