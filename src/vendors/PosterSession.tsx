/**
 * Remembers, for the vendor page being viewed, whether the admin chose a poster in this session: approval
 * is allowed once a poster was chosen now or the record already has one (SPEC section 4).
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface PosterSessionValue {
  posterChosen: boolean;
  markPosterChosen(): void;
}

const PosterSessionContext = createContext<PosterSessionValue | null>(null);

export function PosterSessionProvider({ children }: { children: ReactNode }) {
  const [posterChosen, setPosterChosen] = useState(false);
  const value = useMemo(() => ({ posterChosen, markPosterChosen: () => setPosterChosen(true) }), [posterChosen]);
  return <PosterSessionContext.Provider value={value}>{children}</PosterSessionContext.Provider>;
}

export function usePosterSession(): PosterSessionValue {
  const value = useContext(PosterSessionContext);
  if (!value) throw new Error('usePosterSession must be used inside <PosterSessionProvider>');
  return value;
}
