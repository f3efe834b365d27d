/** Our Term's / Our Privacy: the full text in a modal; Accept and Decline both close it and go to "/". */
import { Modal } from './Modal.tsx';
import { useRouter } from '../router/Router.tsx';
import { TermsText } from './TermsText.tsx';
import { PrivacyText } from './PrivacyText.tsx';

export type LegalKind = 'terms' | 'privacy';

const TITLES: Record<LegalKind, string> = { terms: 'Terms and Conditions', privacy: 'Privacy Policy' };

export default function LegalDialog({ kind, onClose }: { kind: LegalKind; onClose(): void }) {
  const { navigate } = useRouter();
  const leave = () => {
    onClose();
    navigate('/');
  };
  return (
    <Modal
      title={TITLES[kind]}
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
      {kind === 'terms' ? <TermsText /> : <PrivacyText />}
    </Modal>
  );
}
