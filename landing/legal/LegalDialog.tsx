/** Our Term's / Our Privacy: the full text in a modal; Accept and Decline both close it and go to "/". */
import { Modal } from './Modal.tsx';
import { useRouter } from '../router/Router.tsx';
import { LegalText } from './LegalText.tsx';
import type { LegalKind } from './titles.ts';
import { useT } from '../i18n/index.ts';

export default function LegalDialog({ kind, onClose }: { kind: LegalKind; onClose(): void }) {
  const { navigate } = useRouter();
  const { t, href } = useT();
  const leave = () => {
    onClose();
    navigate(href('/'));
  };
  return (
    <Modal
      title={t.legal.titles[kind]}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={leave}>
            {t.legal.decline}
          </button>
          <button type="button" className="button" onClick={leave}>
            {t.legal.accept}
          </button>
        </>
      }
    >
      <LegalText kind={kind} level={2} />
    </Modal>
  );
}
