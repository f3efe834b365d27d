/**
 * Where the layout shows the message offered after a decision (./MessagePanel.tsx): nothing until a decision makes
 * an offer, and the panel's code (the composer, the message texts) is loaded only then, not with the admin's first
 * screen.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useCapabilities } from '../layout/useCapabilities';
import { dismissMessages, useDecisionOffer } from './decisionOffer';

const OfferPanel = lazy(() => import('./MessagePanel').then((module) => ({ default: module.OfferPanel })));

export function DecisionMessagePanel() {
  const offer = useDecisionOffer();
  const { has } = useCapabilities();
  // The layout leaves only on logout: the next admin on this browser does not inherit the offer.
  useEffect(() => dismissMessages, []);
  if (!offer || !has('decisionMessages')) return null;
  return (
    <Suspense fallback={null}>
      <OfferPanel key={offer.id} offer={offer} />
    </Suspense>
  );
}
