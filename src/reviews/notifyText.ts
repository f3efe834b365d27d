import type { useNotify } from 'react-admin';

/** A notification of text already in words (the server's or ours), not a translation key. */
export const notifyText = (notify: ReturnType<typeof useNotify>, text: string, type: 'success' | 'error') =>
  notify(text, { type, messageArgs: { _: text } });
