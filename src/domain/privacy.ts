/**
 * The privacy notice of the Digital Personal Data Protection Act 2023 and its Rules (docs/privacy.md): one declared
 * text with a version id, in English and Tamil, shown on every form that collects personal data (the vendor
 * application, the buyer enquiry, the complaint, the call desk's conversion read out by the admin). Each
 * submission records a consent naming this version. A new wording is a new version: old consents keep theirs.
 */
import { z } from 'zod';
import { validationText } from './textKeys';

export const PRIVACY_NOTICE_VERSION = '2026-11';
export const PRIVACY_LANGUAGES = ['en', 'ta'] as const;
export type PrivacyLanguage = (typeof PRIVACY_LANGUAGES)[number];
export const privacyLanguageOf = (value: unknown): PrivacyLanguage => (value === 'ta' ? 'ta' : 'en');

/** The full notice's page (prerendered in both languages: /privacy, /ta/privacy). */
export const PRIVACY_NOTICE_PATH = '/privacy';

/**
 * What a consent is for. `service` is what the form itself is for (given by submitting it: without it there is no
 * application, enquiry or complaint to handle); `reminders` is optional (a checkbox) and can be withdrawn.
 */
export const CONSENT_PURPOSES = ['service', 'reminders'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const OPTIONAL_PURPOSES: readonly ConsentPurpose[] = ['reminders'];
export const isOptionalPurpose = (purpose: string): purpose is ConsentPurpose => (OPTIONAL_PURPOSES as readonly string[]).includes(purpose);

/** Who gave a consent: a vendor (application, call desk), an enquiry, a complaint. */
export const CONSENT_SUBJECTS = ['vendor', 'enquiry', 'grievance'] as const;
export type ConsentSubject = (typeof CONSENT_SUBJECTS)[number];
/** Where it was given. */
export const CONSENT_SOURCES = ['portal', 'enquiry', 'grievance', 'callDesk'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * Why a message is sent, for `mayMessage` (server/repositories/consents.ts): `essential` messages answer what the
 * person asked for (a decision on their application, an answer to a request) and need no further consent;
 * `reminders` (document expiry reminders, news) need the `reminders` consent, not withdrawn.
 */
export const MESSAGE_PURPOSES = ['essential', 'reminders'] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

/** Data principal requests (the Act's sections 11 to 13) and their clock: answered within 90 days of receipt. */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_STATES = ['received', 'completed'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];
export const PRIVACY_REQUEST_DAYS = 90;
export const privacyRequestDueAt = (receivedAt: string) => new Date(Date.parse(receivedAt) + PRIVACY_REQUEST_DAYS * 86_400_000).toISOString();

/** Whose data a request is about (migration 620): a vendor, or a buyer known only by the phone of their enquiries. */
export const PRIVACY_SUBJECTS = ['vendor', 'buyer'] as const;
export type PrivacySubject = (typeof PRIVACY_SUBJECTS)[number];

/**
 * A data principal's request with its 90-day clock as stored (migration 600) and read by the desk: the table
 * (server/db/schema.ts), the repository's row and the admin's record are built from it.
 */
export interface PrivacyRequestFields {
  id: number;
  /** Migration 620: null for a buyer's request (made by one-time code), which names the buyer's phone instead. */
  vendor_id: number | null;
  /** Migration 620: whose data (vendor, buyer); a buyer is known by the phone of their enquiries. */
  subject: string;
  phone: string | null;
  kind: string;
  state: string;
  channel: string;
  details: string | null;
  outcome: string | null;
  received_at: string;
  due_at: string;
  completed_at: string | null;
  /** Migration 610: the desk's answer to a correction (corrected, refused). */
  decision: string | null;
}

/**
 * A request from someone not logged in (docs/privacy.md "Requests by one-time code"): a 6-digit code to the phone or
 * e-mail on record, valid 10 minutes, at most 5 tries, at most 3 codes per phone per hour.
 */
export const PRIVACY_CODE = { digits: 6, validMinutes: 10, maxTries: 5, perPhonePerHour: 3 } as const;
export const PRIVACY_PUBLIC_REQUEST_PATH = '/api/privacy/requests';
export const PRIVACY_PUBLIC_VERIFY_PATH = '/api/privacy/requests/verify';

export const publicPrivacyRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: validationText('privacy.chooseKind') }),
  phone: z.string().trim().min(1, validationText('privacy.phoneOnRecord')).max(20, validationText('privacy.phoneTooLong')),
  email: z.string().trim().max(200).optional(),
  details: z.string().trim().max(2000, validationText('privacy.detailsTooLong')).optional(),
  lang: z.enum(PRIVACY_LANGUAGES).optional(),
});
export type PublicPrivacyRequest = z.infer<typeof publicPrivacyRequestSchema>;

export const privacyCodeSchema = z.object({
  requestToken: z.string().trim().min(1).max(100),
  code: z.string().trim().regex(/^\d{6}$/, validationText('privacy.codeFormat')),
});

export const correctionRequestSchema = z.object({
  details: z.string().trim().min(5, validationText('privacy.detailsNeeded')).max(2000, validationText('privacy.detailsTooLong')),
});
/** The erasure's confirmation step: the vendor types their phone number again. */
export const erasureRequestSchema = z.object({ confirmPhone: z.string().trim().min(1, 'Type your phone number to confirm') });
export const consentChangeSchema = z.object({ given: z.boolean() });

/** The desk's answer to a correction request (docs/privacy.md "Completing a correction"). */
export const CORRECTION_DECISIONS = ['corrected', 'refused'] as const;
export type CorrectionDecision = (typeof CORRECTION_DECISIONS)[number];
/** The account's own details the desk corrects from the request (the profile's fields stay on the vendor's page). */
export const CORRECTABLE_FIELDS = ['name', 'email', 'city', 'description'] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];
const corrections = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    email: z.union([z.literal(''), z.string().trim().email().max(200)]).optional(),
    city: z.string().trim().min(1).max(100).optional(),
    description: z.string().trim().max(2000).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Give at least one corrected field');
export const correctionDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('corrected'), changes: corrections }),
  z.object({ decision: z.literal('refused'), reason: z.string().trim().min(5).max(2000) }),
]);
export type CorrectionAnswer = z.infer<typeof correctionDecisionSchema>;

/**
 * The desk's answer to any open request (docs/privacy.md "Completing a request"): a correction is corrected or
 * refused; an erasure received by one-time code is erased (the portal's own erasure, run by the desk) or refused;
 * an open access request (one received by code before the download came at once) can only be refused, with a reason.
 */
export const privacyAnswerSchema = z.discriminatedUnion('decision', [
  ...correctionDecisionSchema.options,
  z.object({ decision: z.literal('erased') }),
]);
export type PrivacyAnswer = z.infer<typeof privacyAnswerSchema>;
export type PrivacyAnswerDecision = PrivacyAnswer['decision'];
/** Which answers each kind of open request takes. */
export const PRIVACY_ANSWERS: Record<PrivacyRequestKind, readonly PrivacyAnswerDecision[]> = {
  access: ['refused'],
  correction: ['corrected', 'refused'],
  erasure: ['erased', 'refused'],
};

/** What the desk's answer to a request by code says (the `privacy_answered` message's reason), in the person's language. */
export const PRIVACY_ANSWER_TEXTS: Record<PrivacyLanguage, { erased: (kept: readonly string[]) => string; refused: (reason: string) => string }> = {
  en: {
    erased: (kept) => `Your account and your personal data are erased. What we kept, and why: ${kept.join(' ')}`,
    refused: (reason) => `Not done. The reason: ${reason}`,
  },
  ta: {
    erased: (kept) => `உங்கள் கணக்கும் தனிப்பட்ட தரவும் அழிக்கப்பட்டன. நாங்கள் வைத்திருப்பவையும் காரணமும்: ${kept.join(' ')}`,
    refused: (reason) => `செய்யப்படவில்லை. காரணம்: ${reason}`,
  },
};

/** Greets someone whose name is not held (a buyer without one, a vendor once erased). */
export const PRIVACY_NO_NAME: Record<PrivacyLanguage, string> = { en: 'there', ta: 'நண்பரே' };

export interface NoticeSection {
  heading: string;
  items: string[];
}
export interface PrivacyNoticeText {
  title: string;
  /** The few sentences every form shows (and the call desk reads out). */
  summary: string;
  /** The optional messages checkbox's label. */
  remindersLabel: string;
  /** "Full notice" link text. */
  fullNotice: string;
  version: string;
  sections: NoticeSection[];
}

const en: PrivacyNoticeText = {
  title: 'Privacy notice',
  summary:
    'We collect your name, phone number and the details you give here (for vendors also business documents such as PAN, GSTIN and licences) only to handle this form: to review your application, call you back or answer your complaint. We keep them while your account is open, or 12 months after an enquiry or complaint is closed. You can see, correct or erase your data and withdraw consent at any time; complaints go to our Grievance Officer or the Data Protection Board of India. By sending this form you agree to this.',
  remindersLabel: 'Also send me reminders and news by SMS or WhatsApp (optional; you can stop them at any time)',
  fullNotice: 'Read the full privacy notice',
  version: `Version ${PRIVACY_NOTICE_VERSION}`,
  sections: [
    { heading: 'What we collect', items: ['Your name, phone number, e-mail and city.', 'For vendors: your business details, photos, and documents such as PAN, GSTIN, FSSAI licence, driving licence and vehicle papers.', 'For enquiries and complaints: what you write to us and any file you attach.'] },
    { heading: 'Why we collect it', items: ['To review and run your vendor account, to call you back about an enquiry, and to answer complaints.', 'Only if you tick the box: to send you reminders (for example before a licence expires) and news.'] },
    { heading: 'How long we keep it', items: ['Vendor data: while your account is open. Enquiries and complaints: 12 months after they are closed.', 'The record of decisions on an application is kept, without your name or phone number, because the law asks us to keep it.'] },
    { heading: 'Your rights', items: ['See and download your data, ask us to correct it, ask us to erase it, and withdraw any consent as easily as you gave it. Vendors can do all of this on the portal under "Your data". We answer within 90 days.'] },
    { heading: 'How to complain', items: ['Write to our Grievance Officer (see the page footer, or raise a complaint with the category "Personal data"). If you are not satisfied, you may complain to the Data Protection Board of India.'] },
  ],
};

const ta: PrivacyNoticeText = {
  title: 'தனியுரிமை அறிவிப்பு',
  summary:
    'உங்கள் பெயர், தொலைபேசி எண் மற்றும் இங்கு நீங்கள் தரும் விவரங்களை (விற்பனையாளர்களுக்கு பான் எண், ஜிஎஸ்டி எண், உரிமங்கள் போன்ற வணிக ஆவணங்களும்) இந்தப் படிவத்தைக் கையாள மட்டுமே சேகரிக்கிறோம்: உங்கள் விண்ணப்பத்தைப் பரிசீலிக்க, உங்களைத் திரும்ப அழைக்க அல்லது உங்கள் புகாருக்குப் பதிலளிக்க. உங்கள் கணக்கு திறந்திருக்கும் வரை, அல்லது விசாரணை அல்லது புகார் முடிந்து 12 மாதங்கள் வரை வைத்திருப்போம். உங்கள் தரவைப் பார்க்க, திருத்த, அழிக்க, ஒப்புதலை எப்போது வேண்டுமானாலும் திரும்பப் பெற உங்களுக்கு உரிமை உண்டு; புகார்களை எங்கள் குறைதீர் அலுவலரிடமோ இந்திய தரவுப் பாதுகாப்பு வாரியத்திடமோ தெரிவிக்கலாம். இந்தப் படிவத்தை அனுப்புவதன் மூலம் இதற்கு ஒப்புக்கொள்கிறீர்கள்.',
  remindersLabel: 'நினைவூட்டல்களையும் செய்திகளையும் SMS அல்லது வாட்ஸ்அப் மூலம் அனுப்பவும் (விருப்பத்தேர்வு; எப்போது வேண்டுமானாலும் நிறுத்தலாம்)',
  fullNotice: 'முழு தனியுரிமை அறிவிப்பைப் படிக்கவும்',
  version: `பதிப்பு ${PRIVACY_NOTICE_VERSION}`,
  sections: [
    { heading: 'நாங்கள் சேகரிப்பவை', items: ['உங்கள் பெயர், தொலைபேசி எண், மின்னஞ்சல் மற்றும் நகரம்.', 'விற்பனையாளர்களுக்கு: வணிக விவரங்கள், புகைப்படங்கள், பான் எண், ஜிஎஸ்டி எண், உணவுப் பாதுகாப்பு உரிமம், ஓட்டுநர் உரிமம், வாகன ஆவணங்கள் போன்றவை.', 'விசாரணைகள் மற்றும் புகார்களுக்கு: நீங்கள் எழுதுவதும் இணைக்கும் கோப்பும்.'] },
    { heading: 'ஏன் சேகரிக்கிறோம்', items: ['உங்கள் விற்பனையாளர் கணக்கைப் பரிசீலித்து நடத்த, விசாரணைக்குத் திரும்ப அழைக்க, புகார்களுக்குப் பதிலளிக்க.', 'நீங்கள் பெட்டியைத் தேர்வு செய்தால் மட்டும்: நினைவூட்டல்கள் (எ.கா. உரிமம் காலாவதியாகும் முன்) மற்றும் செய்திகள் அனுப்ப.'] },
    { heading: 'எவ்வளவு காலம் வைத்திருப்போம்', items: ['விற்பனையாளர் தரவு: உங்கள் கணக்கு திறந்திருக்கும் வரை. விசாரணைகள் மற்றும் புகார்கள்: முடிந்து 12 மாதங்கள் வரை.', 'விண்ணப்பத்தின் மீதான முடிவுகளின் பதிவு சட்டப்படி வைக்கப்படும், உங்கள் பெயரோ தொலைபேசி எண்ணோ இல்லாமல்.'] },
    { heading: 'உங்கள் உரிமைகள்', items: ['உங்கள் தரவைப் பார்க்கவும் பதிவிறக்கவும், திருத்தக் கேட்கவும், அழிக்கக் கேட்கவும், கொடுத்த அதே எளிமையுடன் எந்த ஒப்புதலையும் திரும்பப் பெறவும் உரிமை உண்டு. விற்பனையாளர்கள் இவை அனைத்தையும் போர்ட்டலில் "உங்கள் தரவு" பகுதியில் செய்யலாம். 90 நாட்களுக்குள் பதிலளிப்போம்.'] },
    { heading: 'புகார் செய்வது எப்படி', items: ['எங்கள் குறைதீர் அலுவலருக்கு எழுதுங்கள் (பக்கத்தின் அடிக்குறிப்பைப் பார்க்கவும், அல்லது "தனிப்பட்ட தரவு" வகையில் புகார் அளிக்கவும்). திருப்தி இல்லையெனில் இந்திய தரவுப் பாதுகாப்பு வாரியத்திடம் புகார் செய்யலாம்.'] },
  ],
};

export const PRIVACY_NOTICE: Record<PrivacyLanguage, PrivacyNoticeText> = { en, ta };

/** What an erasure keeps, and why: said in the answer (in the vendor's language) and stored as the request's outcome. */
export const ERASURE_KEPT: Record<PrivacyLanguage, readonly string[]> = {
  en: [
    'The audit log keeps each decision on your application (what was decided, by whom, when), without your name, phone number or documents: the record of decisions is kept as the law requires.',
    'The record of this erasure request and of the consents you gave (purpose, notice version, times), without your phone number: proof that we handled your data lawfully (DPDP Act 2023).',
    'Complaints you raised with the grievance desk stay until 12 months after they are closed, as the Consumer Protection (E-Commerce) Rules 2020 require; ask the Grievance Officer to erase them after that.',
  ],
  ta: [
    'உங்கள் விண்ணப்பத்தின் மீதான ஒவ்வொரு முடிவும் (என்ன, யார், எப்போது) தணிக்கைப் பதிவில் உங்கள் பெயர், தொலைபேசி எண், ஆவணங்கள் இல்லாமல் வைக்கப்படும்: முடிவுகளின் பதிவைச் சட்டம் கோருகிறது.',
    'இந்த அழித்தல் கோரிக்கையின் பதிவும் நீங்கள் கொடுத்த ஒப்புதல்களின் பதிவும் (நோக்கம், அறிவிப்புப் பதிப்பு, நேரங்கள்) உங்கள் தொலைபேசி எண் இல்லாமல் வைக்கப்படும்: உங்கள் தரவைச் சட்டப்படி கையாண்டதற்கான சான்று (டிஜிட்டல் தனிநபர் தரவுப் பாதுகாப்புச் சட்டம் 2023).',
    'குறைதீர் மையத்தில் நீங்கள் அளித்த புகார்கள், நுகர்வோர் பாதுகாப்பு (மின்-வணிக) விதிகள் 2020 கோருவதுபோல், முடிந்து 12 மாதங்கள் வரை இருக்கும்; அதன் பிறகு அழிக்கக் குறைதீர் அலுவலரிடம் கேளுங்கள்.',
  ],
};

/** The form field of the optional messages checkbox (a native form sends "on" when ticked). */
export const REMINDERS_FIELD = 'remindersConsent';
export const ticked = (value: unknown) => value === true || value === 'on' || value === 'true' || value === '1';
