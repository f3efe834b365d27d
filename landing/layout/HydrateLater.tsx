/**
 * Progressive hydration: a section wrapped in HydrateLater is hydrated in a task of its own after the rest of the
 * page, so no single task holds the phone's main thread for the whole page (Lighthouse counts every task over
 * 50 ms as blocking). The landing runs on Preact (see landing/preactAliases.ts), which keeps the prerendered DOM of
 * a component that suspends while hydrating and hydrates it once the promise settles. The section suspends only
 * during the page's first hydration (`hydrateInSteps`); on a client-side navigation it renders at once.
 * The child must render exactly one element: Preact keeps one DOM node per suspended component.
 */
import { Suspense, useState, type ReactNode } from 'react';

let firstHydration = false;

/** Runs the page's first hydration; the HydrateLater sections it meets each wait for a later task. */
export function hydrateInSteps(hydrate: () => void): void {
  firstHydration = true;
  try {
    hydrate();
  } finally {
    firstHydration = false;
  }
}

interface Step {
  /** Settles in a later task; null once it has (or when there is nothing to wait for). */
  pending: Promise<void> | null;
}

function laterTask(step: Step): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
    step.pending = null;
  });
}

function WaitForStep({ step, children }: { step: Step; children: ReactNode }) {
  if (step.pending) throw step.pending; // how a component suspends
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [step] = useState<Step>(() => {
    const created: Step = { pending: null };
    if (firstHydration) created.pending = laterTask(created);
    return created;
  });
  return (
    <Suspense fallback={null}>
      <WaitForStep step={step}>{children}</WaitForStep>
    </Suspense>
  );
}
