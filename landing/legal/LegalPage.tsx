/** /terms and /privacy (and /ta/terms …): the legal texts as pages, readable without JavaScript (loaded on demand). */
import { LegalText } from './LegalText.tsx';
import type { LegalKind } from './titles.ts';
import { useT } from '../i18n/index.ts';
import { PageMain } from '../layout/PageMain.tsx';

export default function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useT();
  return (
    <PageMain layout="text">
      <h1>{t.legal.titles[kind]}</h1>
      <LegalText kind={kind} level={1} />
    </PageMain>
  );
}
