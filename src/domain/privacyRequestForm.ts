/**
 * The public page for data principal requests by one-time code (docs/privacy.md "Requests by one-time code"):
 * names the landing's page, its component and the server's no-script answers share, and the texts both sides write
 * (the second step, the result, the errors) in English and Tamil. Free of zod and of ./privacy's values: the
 * footer of every page links the page, so this module is in the first-load bundle.
 */
import { indiaDate } from './grievanceForm';
import type { PrivacyRequestKind } from './privacy';
import { decodeText, renderText, validationText, VALIDATION_TEXTS } from './validationTexts';

/** The page (English; the Tamil one under /ta) and the page a verified request lands on (Post/Redirect/Get). */
export const PRIVACY_REQUEST_PAGE_PATH = '/privacy/request';
export const PRIVACY_REQUEST_RECEIVED_PATH = '/privacy/request/received';

/** Who asks: only the hints differ (the server finds the person by the phone on record). */
export const PRIVACY_REQUESTERS = ['buyer', 'vendor'] as const;
export type PrivacyRequester = (typeof PRIVACY_REQUESTERS)[number];

export const PRIVACY_REQUEST_FORM_ID = 'privacy-request-form';
export const PRIVACY_CODE_FORM_ID = 'privacy-code-form';
export const PRIVACY_REQUEST_RESULT_ID = 'privacy-request-result';
export const privacyFieldId = (field: string) => `privacy-request-${field}`;

/** The fields of each step, in the order the page shows them (the first wrong one takes the focus). */
export const PRIVACY_REQUEST_FIELDS = ['who', 'kind', 'details', 'phone'] as const;
export const PRIVACY_CODE_FIELDS = ['code'] as const;

type Texts = {
  codeHeading: string;
  codeIntro: string;
  codeLabel: string;
  zipHint: string;
  verify: string;
  verifying: string;
  askAgain: string;
  receivedHeading: string;
  next: Record<'received' | 'completed', Record<PrivacyRequestKind, string>>;
  answerBy: string;
  another: string;
  correctBelow: string;
  tooMany: string;
  tooManyCodes: string;
  /** A field error that is none of the catalogue's (a type check's default text). */
  /** Any other error of a field; `kind` has its own. */
  checkField: string;
};

const en: Texts = {
  codeHeading: 'Type the code we sent',
  codeIntro: 'If this phone number is on record with us, a 6-digit code is on its way to it (or to the e-mail address on record). Type it within 10 minutes.',
  codeLabel: 'The 6-digit code',
  zipHint: 'A buyer asking for their data gets it at once: a ZIP file downloads when the code is right.',
  verify: 'Confirm',
  verifying: 'Checking…',
  askAgain: 'No code? Ask again',
  receivedHeading: 'Your request is received',
  next: {
    received: {
      access: 'We will send you a copy of your data. The grievance officer answers within 90 days.',
      correction: 'We will look into what you asked us to correct and tell you what we changed, or why not.',
      erasure: 'We will erase your data, except what the law makes us keep, and tell you what was kept and why.',
    },
    completed: {
      access: 'Your data was downloaded as a ZIP file.',
      correction: 'Your correction is done.',
      erasure: 'Your data is erased. What we had to keep, and why:',
    },
  },
  answerBy: 'We will answer by',
  another: 'Make another request',
  correctBelow: 'Please correct the fields below.',
  tooMany: 'Too many requests from this address. Please wait a minute and try again.',
  tooManyCodes: 'Too many codes for this phone number. Please try again in an hour.',
  checkField: 'Check this field',
};

const ta: Texts = {
  codeHeading: 'நாங்கள் அனுப்பிய குறியீட்டைத் தட்டச்சு செய்யுங்கள்',
  codeIntro: 'இந்தத் தொலைபேசி எண் எங்களிடம் பதிவில் இருந்தால், அதற்கு (அல்லது பதிவில் உள்ள மின்னஞ்சலுக்கு) 6 இலக்கக் குறியீடு வருகிறது. 10 நிமிடங்களுக்குள் அதைத் தட்டச்சு செய்யுங்கள்.',
  codeLabel: '6 இலக்கக் குறியீடு',
  zipHint: 'தன் தரவைக் கேட்கும் வாங்குபவருக்கு அது உடனே கிடைக்கும்: குறியீடு சரியானால் ஒரு ZIP கோப்பு பதிவிறங்கும்.',
  verify: 'உறுதிசெய்',
  verifying: 'சரிபார்க்கிறது…',
  askAgain: 'குறியீடு வரவில்லையா? மீண்டும் கேளுங்கள்',
  receivedHeading: 'உங்கள் கோரிக்கை பெறப்பட்டது',
  next: {
    received: {
      access: 'உங்கள் தரவின் நகலை உங்களுக்கு அனுப்புவோம். குறைதீர்ப்பு அலுவலர் 90 நாட்களுக்குள் பதில் அளிப்பார்.',
      correction: 'நீங்கள் திருத்தச் சொன்னதைப் பார்த்து, என்ன மாற்றினோம் அல்லது ஏன் மாற்றவில்லை என்று சொல்வோம்.',
      erasure: 'சட்டம் வைத்திருக்கச் சொல்வதைத் தவிர உங்கள் தரவை அழிப்போம்; எதை, ஏன் வைத்திருந்தோம் என்று சொல்வோம்.',
    },
    completed: {
      access: 'உங்கள் தரவு ZIP கோப்பாகப் பதிவிறங்கியது.',
      correction: 'உங்கள் திருத்தம் செய்யப்பட்டது.',
      erasure: 'உங்கள் தரவு அழிக்கப்பட்டது. நாங்கள் வைத்திருக்க வேண்டியவை, ஏன்:',
    },
  },
  answerBy: 'பதில் அளிக்கும் கடைசி நாள்',
  another: 'இன்னொரு கோரிக்கை',
  correctBelow: 'கீழே உள்ள புலங்களைச் சரிசெய்யுங்கள்.',
  tooMany: 'இந்த முகவரியிலிருந்து அதிகமான கோரிக்கைகள் வந்துள்ளன. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
  tooManyCodes: 'இந்தத் தொலைபேசி எண்ணுக்கு அதிகமான குறியீடுகள் அனுப்பப்பட்டன. ஒரு மணி நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  checkField: 'இந்தப் புலத்தைச் சரிபாருங்கள்',
};

export const PRIVACY_REQUEST_TEXTS = { en, ta } as const;
export type PrivacyRequestTextLanguage = keyof typeof PRIVACY_REQUEST_TEXTS;

/** A field error of the API in `lang`: a catalogue key rendered (src/domain/validationTexts.ts), a type check's default a generic text. */
export function privacyErrorText(field: string, message: string, lang: PrivacyRequestTextLanguage): string {
  if (decodeText(message)) return renderText(message, lang);
  // Already said in this language (a JSON answer the server rendered for the caller), or else a type check's default.
  if (Object.values(VALIDATION_TEXTS[lang]).includes(message)) return message;
  return field === 'kind' ? renderText(validationText('privacy.chooseKind'), lang) : PRIVACY_REQUEST_TEXTS[lang].checkField;
}

export const privacyErrors = (errors: Record<string, string>, lang: PrivacyRequestTextLanguage): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, privacyErrorText(field, message, lang)]));

/** What the received page shows (the query of its URL after a plain form post, the JSON answer after a script one). */
export interface PrivacyRequestOutcome {
  kind: PrivacyRequestKind;
  state: 'received' | 'completed';
  dueAt: string;
  kept?: readonly string[];
}

export function receivedQuery(outcome: PrivacyRequestOutcome): string {
  return new URLSearchParams({ kind: outcome.kind, state: outcome.state, due: indiaDate(outcome.dueAt) }).toString();
}

/** The outcome a received page's query names, or null when it names none (a hand-typed URL). */
export function outcomeOfQuery(query: Record<string, unknown>): Omit<PrivacyRequestOutcome, 'kept'> | null {
  // The kinds the texts know (typed exhaustively against PrivacyRequestKind).
  const kind = typeof query.kind === 'string' && Object.hasOwn(en.next.received, query.kind) ? (query.kind as PrivacyRequestKind) : null;
  const state = query.state === 'received' || query.state === 'completed' ? query.state : null;
  const due = typeof query.due === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(query.due) ? query.due : null;
  if (!kind || !state || !due) return null;
  return { kind, state, dueAt: due };
}
