/** /terms and /privacy (and /ta/terms …): the legal texts as pages, readable without JavaScript (loaded on demand). */
import { LegalText } from './LegalText.tsx';
import type { LegalKind } from './titles.ts';
import { useT } from '../i18n/index.ts';

export default function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useT();
  return (
    <main id="main" className="page page--text">
      <h1>{t.legal.titles[kind]}</h1>
      <LegalText kind={kind} level={1} />
    </main>
  );
}
