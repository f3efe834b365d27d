/**
 * The last decision's message offer: which vendors were just decided and about what. Kept outside the screens, so
 * the offer survives the navigation that follows an approval (SPEC section 4 sends the admin to the queue or to the
 * next vendor) and shows where the admin lands; the next decision replaces it, closing it removes it. Not kept
 * across a reload: it holds vendors' phone numbers and belongs to the moment of the decision.
 */
import { useSyncExternalStore } from 'react';
import type { MessageSubject } from '../domain/decisionMessages';

export interface MessageVendor {
  kind: string;
  user_id: number;
  name: string;
  phoneNumber: string;
}

export interface DecisionOffer {
  /** Tells one offer from the next (a new decision on the same vendor opens afresh). */
  id: number;
  about: MessageSubject;
  vendors: MessageVendor[];
}

let current: DecisionOffer | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Offers the message about `about` to the decided vendors; nothing to offer closes the previous offer. */
export function offerMessages(about: MessageSubject | null, vendors: readonly MessageVendor[]): void {
  current = about && vendors.length > 0 ? { id: nextId++, about, vendors: [...vendors] } : null;
  changed();
}

export function dismissMessages(): void {
  if (current === null) return;
  current = null;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDecisionOffer(): DecisionOffer | null {
  return useSyncExternalStore(subscribe, () => current, () => current);
}
