/**
 * The texts of the automatic messages (src/domain/messageTypes/index.ts), in English and Tamil: the Tamil catalogue
 * is typed against the English one, so a type without its Tamil does not compile. The four the admin already sends
 * by hand (approved, changes requested, rejected, document reminders) reuse `composeMessage`'s texts
 * (src/domain/decisionMessages.ts); the rest are here.
 */
import { reasonIn } from '../decisionMessages';
import type { MessageParams } from './params';
import { BREACH_NOTICE_SUBJECT } from '../breaches';

export interface OwnTexts {
  subject: string;
  /** The message after the greeting. */
  body(params: MessageParams): string;
}

type OwnTypes =
  | 'application_received'
  | 'document_accepted'
  | 'document_rejected'
  | 'portal_invitation'
  | 'story_removed'
  | 'buyer_enquiry'
  | 'breach_notice';

export type OwnCatalogue = Record<OwnTypes, OwnTexts>;

export const EN_TEXTS = {
  application_received: {
    subject: 'We received your vendor application',
    body: () => 'we received your vendor application. Our team will review it and tell you the decision.',
  },
  document_accepted: {
    subject: 'Your document is accepted',
    body: (p) => `your ${p.document ?? ''} has been checked and accepted.`,
  },
  document_rejected: {
    subject: 'Please upload your document again',
    body: (p) => `your ${p.document ?? ''} could not be accepted. Reason: ${p.reason ?? ''} Please upload it again in the vendor portal.`,
  },
  portal_invitation: {
    subject: 'Your vendor portal account',
    body: (p) => `you can now set your password and open the vendor portal: ${p.link ?? ''}`,
  },
  story_removed: {
    subject: 'Your story was removed',
    body: (p) => `one of your stories was removed by our moderators. Reason: ${p.reason ?? ''}`,
  },
  buyer_enquiry: {
    subject: 'A buyer sent you an enquiry',
    body: (p) => `a buyer (${p.buyer ?? ''}) sent you an enquiry. Please call them back soon.`,
  },
  breach_notice: {
    subject: BREACH_NOTICE_SUBJECT.en,
    body: (p) => p.notice ?? '',
  },
} satisfies OwnCatalogue;

export const TA_TEXTS: typeof EN_TEXTS = {
  application_received: {
    subject: 'உங்கள் விற்பனையாளர் விண்ணப்பம் கிடைத்தது',
    body: () => 'உங்கள் விற்பனையாளர் விண்ணப்பம் எங்களுக்குக் கிடைத்தது. எங்கள் குழு அதைப் பரிசீலித்து முடிவைத் தெரிவிக்கும்.',
  },
  document_accepted: {
    subject: 'உங்கள் ஆவணம் ஏற்கப்பட்டது',
    body: (p) => `உங்கள் ${p.document ?? ''} சரிபார்க்கப்பட்டு ஏற்கப்பட்டது.`,
  },
  document_rejected: {
    subject: 'உங்கள் ஆவணத்தை மீண்டும் பதிவேற்றவும்',
    body: (p) =>
      `உங்கள் ${p.document ?? ''} ஏற்கப்படவில்லை. காரணம்: ${reasonIn('ta', p.reason ?? '')} தயவுசெய்து விற்பனையாளர் போர்ட்டலில் மீண்டும் பதிவேற்றவும்.`,
  },
  portal_invitation: {
    subject: 'உங்கள் விற்பனையாளர் போர்ட்டல் கணக்கு',
    body: (p) => `இப்போது உங்கள் கடவுச்சொல்லை அமைத்து விற்பனையாளர் போர்ட்டலைத் திறக்கலாம்: ${p.link ?? ''}`,
  },
  story_removed: {
    subject: 'உங்கள் ஸ்டோரி நீக்கப்பட்டது',
    body: (p) => `உங்கள் ஸ்டோரிகளில் ஒன்று எங்கள் மதிப்பாய்வாளர்களால் நீக்கப்பட்டது. காரணம்: ${reasonIn('ta', p.reason ?? '')}`,
  },
  buyer_enquiry: {
    subject: 'ஒரு வாங்குபவர் உங்களிடம் விசாரித்துள்ளார்',
    body: (p) => `ஒரு வாங்குபவர் (${p.buyer ?? ''}) உங்களிடம் விசாரணை அனுப்பியுள்ளார். தயவுசெய்து விரைவில் அவரை அழைக்கவும்.`,
  },
  breach_notice: {
    subject: BREACH_NOTICE_SUBJECT.ta,
    body: (p) => p.notice ?? '',
  },
};
