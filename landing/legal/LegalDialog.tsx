/** Our Term's / Our Privacy: the full text in a modal; Accept and Decline both close it and go to "/". */
import { Modal } from './Modal.tsx';
import { useRouter } from '../router/Router.tsx';
import { TermsText } from './TermsText.tsx';
import { PrivacyText } from './PrivacyText.tsx';
import { LEGAL_TITLES, type LegalKind } from './titles.ts';


export default function LegalDialog({ kind, onClose }: { kind: LegalKind; onClose(): void }) {
  const { navigate } = useRouter();
  const leave = () => {
    onClose();
    navigate('/');
  };
  return (
    <Modal
      title={LEGAL_TITLES[kind]}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={leave}>
            Decline
          </button>
          <button type="button" className="button" onClick={leave}>
            Accept
          </button>
        </>
      }
    >
      {kind === 'terms' ? <TermsText level={2} /> : <PrivacyText level={2} />}
    </Modal>
  );
}
