/**
 * The band under the app bar that toasts appear in. The notification reports the height of the toast it
 * shows (0 when none); the layout keeps a band that tall at the top of the content, so no button or link
 * is ever under a toast (the vendor page's actions sit right under the app bar).
 */
import { useSyncExternalStore } from 'react';

/** The app bar's height, as react-admin's layout offsets the page for it: dense on wide screens, regular on phones. */
export const APP_BAR_HEIGHT = { xs: 56, sm: 48 } as const;
/** Space between the app bar and the toast, and between the toast and the page below the band. */
export const TOAST_GAP_PX = 8;

let toastHeight = 0;
const listeners = new Set<() => void>();

export function setToastHeight(height: number): void {
  const rounded = Math.ceil(height);
  if (rounded === toastHeight) return;
  toastHeight = rounded;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The height of the toast shown now, in px; 0 when there is none. */
export function useToastHeight(): number {
  return useSyncExternalStore(subscribe, () => toastHeight, () => 0);
}
