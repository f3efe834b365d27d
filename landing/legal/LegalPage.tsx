/** /terms and /privacy: the legal texts as pages, readable without JavaScript (loaded on demand). */
import { TermsText } from './TermsText.tsx';
import { PrivacyText } from './PrivacyText.tsx';
import { LEGAL_TITLES, type LegalKind } from './titles.ts';

export default function LegalPage({ kind }: { kind: LegalKind }) {
  return (
    <main id="main" className="page page--text">
      <h1>{LEGAL_TITLES[kind]}</h1>
      {kind === 'terms' ? <TermsText level={1} /> : <PrivacyText level={1} />}
    </main>
  );
}
