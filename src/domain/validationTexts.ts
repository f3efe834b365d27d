/**
 * The one catalogue of validation texts, in English (SPEC 5's exact words) and Tamil (typed against the English, so
 * a missing Tamil text fails the typecheck). The shared schemas (src/domain) never write a sentence: their zod
 * messages are keys with values, encoded by `validationText` and turned into a sentence by `renderText` where a
 * person reads it: the server's answers (server/i18n/language.ts), the admin's forms, the landing's forms.
 *
 * Encoding (one way, everywhere): `key` alone, or `key` followed by the JSON of its values:
 *     validation.required{"field":"phoneNumber"}
 * A value named `field` is a label: a key of LABEL_TEXTS, or a label carried with its own Tamil ({ en, ta }: a
 * vendor kind's field label from its declaration). A value named `choices` is a list of such labels, or of values
 * named by CHOICE_TEXTS (a city, a licence type, a business type). Any other value is shown as given (a number, a
 * field's wire name, file formats). A message that is not a known key (a zod default, an admin-only text) is shown
 * as it is. Free of zod: the landing's first-load bundle reads it.
 */
import { PHONE_DIGITS, RATING_MAX, RATING_MIN } from './limits';

export type Language = 'en' | 'ta';

/** A label as a message names it: a key of LABEL_TEXTS, or a declared label with its Tamil. */
export type LabelText = LabelKey | { en: string; ta: string };

const validationEn = {
  'validation.required': '{field} is required',
  'validation.phoneDigits': `Phone Number must be exactly ${PHONE_DIGITS} digits`,
  'validation.phoneInvalid': 'Invalid phone number',
  'validation.emailInvalid': 'Invalid email address',
  'validation.ratingMin': `Minimum rating is ${RATING_MIN}`,
  'validation.ratingMax': `Maximum rating is ${RATING_MAX}`,
  'validation.ratingNumbersOnly': 'Only numbers are allowed',
  'validation.selectCity': 'Select a City',
  'validation.categoryNameRequired': 'Please enter a category name.',
  'validation.fillAllFields': 'Please fill in all fields.',
  'validation.categoryNameAndImage': 'Please select both category name and image.',
  'validation.posterRequired': 'Please select a poster image before verifying the user',
  'validation.passwordTooShort': 'Password must be at least 6 characters',
  'validation.notAllowed': '{field} contains characters that are not allowed',
  'validation.tooLong': '{field} must be at most {max} characters',
  'validation.mustBeText': '{field} must be text',
  'validation.wholeNumber': '{field} must be a whole number',
  'validation.zeroOrMore': '{field} must be 0 or more',
  'validation.atMost': '{field} must be at most {max}',
  'validation.oneOf': '{field} must be one of {choices}',
  'validation.oneOfListed': '{field} must be one of: {choices}',
  'validation.chooseFromList': 'Choose a {field} from the list',
  'validation.selectA': 'Select a {field}',
  'validation.positiveId': '{name} must be a positive whole number',
  'validation.activeFlag': 'active must be 1 or 0',
  'validation.acceptTerms': 'Please accept the Terms and Conditions',
  'validation.choosePoster': 'Choose the poster among your photos',
  'validation.passwordsDiffer': 'The two passwords do not match',
  'validation.correctBelow': 'Please correct the fields marked below.',
  'validation.invalidNumber': 'Invalid number',
  // The vendor portal's account and application.
  'portal.invalidCredentials': 'Invalid credentials',
  'portal.sessionExpired': 'Vendor session expired or unknown: log in again',
  'portal.storiesAfterApproval': 'Stories open once your application is approved',
  'portal.applicationLocked': 'Your application is {state}: it can no longer be changed here',
  // The vendor's data rights (server/routes/vendorPrivacy.ts).
  'privacy.consentNeeded': 'This consent is needed to run your account; erase your account to end it',
  'privacy.confirmPhone': 'Type the phone number of this account to confirm',
  // Requests by one-time code (server/privacy/publicRequests.ts, /privacy/request).
  'privacy.phoneOnRecord': 'Give the phone number you used with us',
  'privacy.phoneTooLong': 'Give a phone number',
  'privacy.phoneDigits': 'Give a 10-digit phone number',
  'privacy.detailsNeeded': 'Say what is wrong and what it should be',
  'privacy.detailsTooLong': 'Keep it under 2000 characters',
  'privacy.chooseKind': 'Choose what you ask for',
  'privacy.codeFormat': 'Type the 6-digit code',
  'privacy.codeWrong': 'The code is wrong',
  'privacy.codeUsed': 'This code was used already: ask for a new one',
  'privacy.codeExpired': 'The code has expired: ask for a new one',
  'privacy.codeTries': 'Too many wrong tries: ask for a new code',
  'privacy.codesPerPhone': 'Too many codes for this phone number: try again in an hour',
  'privacy.phoneGone': 'This phone number is no longer on record',
  // Uploads (photos, stories, documents, attachments): the server checks each file by its content.
  'upload.photoNotAnImage': 'The photo could not be read as an image',
  'upload.unreadable': 'The file could not be read',
  'upload.photoType': 'The photo must be a {formats} file',
  'upload.imageType': 'The image must be a {formats} file',
  'upload.theFileType': 'The file must be a {formats} file',
  'upload.fileType': 'file must be a {formats} file',
  'upload.tooBig': 'The file must be at most {megabytes} MB',
  'upload.sentTwice': 'Send this field only once',
  'upload.notWritable': 'The server cannot store files right now; the upload was not saved',
  'upload.diskFull': "The server's disk is full; the upload was not saved",
  'upload.diskFullChange': "The server's disk is full; the change was not saved",
  // The grievance desk (src/domain/grievances.ts).
  'grievance.complainant': 'Choose who you are',
  'grievance.category': 'Choose what the complaint is about',
  'grievance.ticket': 'Enter the ticket number (e.g. GRV-2026-000123)',
  // The document numbers' checks (src/domain/compliance/identifiers.ts) and the documents' own (documents.ts).
  'identifier.gstinShape': 'GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN, an entity digit, Z and a check character',
  'identifier.unknownState': '{field} starts with an unknown state code',
  'identifier.gstinPan': 'GSTIN characters 3 to 12 must be a valid PAN',
  'identifier.gstinCheck': 'GSTIN check character (the last one) does not match: the number is mistyped',
  'identifier.gstinPanMismatch': 'GSTIN does not contain the PAN given (characters 3 to 12 must equal the PAN)',
  'identifier.gstinOtherState': 'GSTIN is registered outside Tamil Nadu (state code is not 33)',
  'identifier.panShape': 'PAN must be 10 characters: 5 letters, 4 digits and a letter (e.g. ABCPE1234F)',
  'identifier.panHolder': "PAN's 4th letter must be a holder type ({types})",
  'identifier.fssaiShape': 'FSSAI number must be exactly 14 digits',
  'identifier.vehicleShape': 'Vehicle registration number must look like TN 01 AB 1234 or 22 BH 1234 AA',
  'identifier.licenceShape': 'Driving licence number must look like TN01 20110012345 (state, RTO, year, 7 digits)',
  'identifier.applicationMismatch': 'The number differs from the one given in the application',
  'identifier.takenByOther': 'Another vendor has given the same number',
  'document.expiryFormat': 'Expiry date must be a date (YYYY-MM-DD)',
  'document.expiryPast': 'Expiry date has already passed',
  'document.fileRequired': 'Upload the document (JPEG, PNG, WebP or PDF)',
  'document.unknownRequirement': 'This requirement does not apply to your kind of business',
} as const;

export type ValidationKey = keyof typeof validationEn;

const validationTa: Record<ValidationKey, string> = {
  'validation.required': '{field} தேவை',
  'validation.phoneDigits': `போன் நம்பர் சரியாக ${PHONE_DIGITS} இலக்கங்கள் இருக்க வேண்டும்`,
  'validation.phoneInvalid': 'தவறான போன் நம்பர்',
  'validation.emailInvalid': 'தவறான மின்னஞ்சல் முகவரி',
  'validation.ratingMin': `குறைந்தபட்ச மதிப்பீடு ${RATING_MIN}`,
  'validation.ratingMax': `அதிகபட்ச மதிப்பீடு ${RATING_MAX}`,
  'validation.ratingNumbersOnly': 'எண்கள் மட்டுமே அனுமதிக்கப்படும்',
  'validation.selectCity': 'ஊரைத் தேர்ந்தெடுங்கள்',
  'validation.categoryNameRequired': 'வகையின் பெயரை உள்ளிடுங்கள்.',
  'validation.fillAllFields': 'எல்லா விவரங்களையும் நிரப்புங்கள்.',
  'validation.categoryNameAndImage': 'வகையின் பெயரையும் படத்தையும் தேர்ந்தெடுங்கள்.',
  'validation.posterRequired': 'பயனரைச் சரிபார்க்கும் முன் ஒரு போஸ்டர் படத்தைத் தேர்ந்தெடுங்கள்',
  'validation.passwordTooShort': 'கடவுச்சொல் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்',
  'validation.notAllowed': '{field}: அனுமதி இல்லாத எழுத்துகள் உள்ளன',
  'validation.tooLong': '{field} அதிகபட்சம் {max} எழுத்துகள் மட்டுமே',
  'validation.mustBeText': '{field} எழுத்தாக இருக்க வேண்டும்',
  'validation.wholeNumber': '{field} முழு எண்ணாக இருக்க வேண்டும்',
  'validation.zeroOrMore': '{field} 0 அல்லது அதற்கு மேல் இருக்க வேண்டும்',
  'validation.atMost': '{field} அதிகபட்சம் {max} இருக்கலாம்',
  'validation.oneOf': '{field}: {choices} இவற்றில் ஒன்று',
  'validation.oneOfListed': '{field}: {choices} இவற்றில் ஒன்று',
  'validation.chooseFromList': 'பட்டியலிலிருந்து {field} தேர்ந்தெடுங்கள்',
  'validation.selectA': '{field} தேர்ந்தெடுங்கள்',
  'validation.positiveId': '{name} 0-க்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்',
  'validation.activeFlag': 'active 1 அல்லது 0 ஆக இருக்க வேண்டும்',
  'validation.acceptTerms': 'விதிமுறைகளையும் நிபந்தனைகளையும் ஏற்றுக்கொள்ளுங்கள்',
  'validation.choosePoster': 'உங்கள் போட்டோக்களில் ஒன்றைப் போஸ்டராகத் தேர்ந்தெடுங்கள்',
  'validation.passwordsDiffer': 'இரண்டு கடவுச்சொற்களும் ஒன்றாக இல்லை',
  'validation.correctBelow': 'கீழே குறிக்கப்பட்ட விவரங்களைச் சரிசெய்யுங்கள்.',
  'validation.invalidNumber': 'தவறான எண்',
  'portal.invalidCredentials': 'போன் நம்பர் அல்லது கடவுச்சொல் தவறு',
  'portal.sessionExpired': 'உங்கள் உள்நுழைவு காலாவதியானது: மீண்டும் உள்நுழையுங்கள்',
  'portal.storiesAfterApproval': 'உங்கள் விண்ணப்பம் அங்கீகரிக்கப்பட்ட பிறகே ஸ்டோரி பதிவிடலாம்',
  'portal.applicationLocked': 'உங்கள் விண்ணப்பம் {state}: இனி இங்கே மாற்ற முடியாது',
  'privacy.consentNeeded': 'உங்கள் கணக்கை நடத்த இந்த ஒப்புதல் தேவை; இதை முடிக்க உங்கள் கணக்கை அழிக்கவும்',
  'privacy.confirmPhone': 'உறுதிசெய்ய இந்தக் கணக்கின் போன் நம்பரை உள்ளிடவும்',
  'privacy.phoneOnRecord': 'எங்களிடம் கொடுத்த தொலைபேசி எண்ணை உள்ளிடுங்கள்',
  'privacy.phoneTooLong': 'ஒரு தொலைபேசி எண்ணை உள்ளிடுங்கள்',
  'privacy.phoneDigits': '10 இலக்கத் தொலைபேசி எண்ணை உள்ளிடுங்கள்',
  'privacy.detailsNeeded': 'எது தவறு, எது சரி என்று சொல்லுங்கள்',
  'privacy.detailsTooLong': '2000 எழுத்துகளுக்குள் எழுதுங்கள்',
  'privacy.chooseKind': 'நீங்கள் கேட்பதைத் தேர்ந்தெடுங்கள்',
  'privacy.codeFormat': '6 இலக்கக் குறியீட்டைத் தட்டச்சு செய்யுங்கள்',
  'privacy.codeWrong': 'குறியீடு தவறு',
  'privacy.codeUsed': 'இந்தக் குறியீடு ஏற்கெனவே பயன்படுத்தப்பட்டது: புதியதைக் கேளுங்கள்',
  'privacy.codeExpired': 'குறியீட்டின் நேரம் முடிந்தது: புதியதைக் கேளுங்கள்',
  'privacy.codeTries': 'பல முறை தவறாக உள்ளிட்டீர்கள்: புதிய குறியீட்டைக் கேளுங்கள்',
  'privacy.codesPerPhone': 'இந்தத் தொலைபேசி எண்ணுக்கு அதிகமான குறியீடுகள் அனுப்பப்பட்டன: ஒரு மணி நேரம் கழித்து மீண்டும் முயலுங்கள்',
  'privacy.phoneGone': 'இந்தத் தொலைபேசி எண் இனி எங்கள் பதிவில் இல்லை',
  'upload.photoNotAnImage': 'இந்தப் புகைப்படத்தைத் திறக்க முடியவில்லை',
  'upload.unreadable': 'இந்தக் கோப்பைத் திறக்க முடியவில்லை',
  'upload.photoType': 'புகைப்படம் {formats} வகையாக இருக்க வேண்டும்',
  'upload.imageType': 'கோப்பு {formats} வகையாக இருக்க வேண்டும்',
  'upload.theFileType': 'கோப்பு {formats} வகையாக இருக்க வேண்டும்',
  'upload.fileType': 'கோப்பு {formats} வகையாக இருக்க வேண்டும்',
  'upload.tooBig': 'கோப்பு அதிகபட்சம் {megabytes} MB இருக்கலாம்',
  'upload.sentTwice': 'இந்தத் தகவலை ஒரு முறை மட்டும் அனுப்பவும்',
  'upload.notWritable': 'சர்வரால் இப்போது கோப்புகளைச் சேமிக்க முடியவில்லை; கோப்பு சேமிக்கப்படவில்லை',
  'upload.diskFull': 'சர்வரின் வட்டு நிரம்பிவிட்டது; கோப்பு சேமிக்கப்படவில்லை',
  'upload.diskFullChange': 'சர்வரின் வட்டு நிரம்பிவிட்டது; மாற்றம் சேமிக்கப்படவில்லை',
  'grievance.complainant': 'நீங்கள் யார் என்பதைத் தேர்ந்தெடுங்கள்',
  'grievance.category': 'புகார் எதைப் பற்றியது என்பதைத் தேர்ந்தெடுங்கள்',
  'grievance.ticket': 'புகார் எண்ணை உள்ளிடுங்கள் (எ.கா. GRV-2026-000123)',
  'identifier.gstinShape':
    'ஜிஎஸ்டி எண் 15 எழுத்துகள் இருக்க வேண்டும்: 2 இலக்க மாநிலக் குறியீடு, 10 எழுத்து பான் எண், ஒரு இலக்கம், Z, கடைசியில் ஒரு சரிபார்ப்பு எழுத்து',
  'identifier.unknownState': '{field} தெரியாத மாநிலக் குறியீட்டுடன் தொடங்குகிறது',
  'identifier.gstinPan': 'ஜிஎஸ்டி எண்ணின் 3 முதல் 12 வரையிலான எழுத்துகள் சரியான பான் எண்ணாக இருக்க வேண்டும்',
  'identifier.gstinCheck': 'ஜிஎஸ்டி எண்ணின் கடைசி (சரிபார்ப்பு) எழுத்து பொருந்தவில்லை: எண்ணில் தட்டச்சுப் பிழை உள்ளது',
  'identifier.gstinPanMismatch': 'ஜிஎஸ்டி எண்ணில் நீங்கள் கொடுத்த பான் எண் இல்லை (3 முதல் 12 வரையிலான எழுத்துகள் பான் எண்ணாக இருக்க வேண்டும்)',
  'identifier.gstinOtherState': 'இந்த ஜிஎஸ்டி எண் தமிழ்நாட்டுக்கு வெளியே பதிவானது (மாநிலக் குறியீடு 33 அல்ல)',
  'identifier.panShape': 'பான் எண் 10 எழுத்துகள் இருக்க வேண்டும்: 5 ஆங்கில எழுத்துகள், 4 இலக்கங்கள், ஒரு ஆங்கில எழுத்து (எ.கா. ABCPE1234F)',
  'identifier.panHolder': 'பான் எண்ணின் 4-வது எழுத்து உரிமையாளர் வகையைக் குறிக்க வேண்டும் ({types})',
  'identifier.fssaiShape': 'எஃப்எஸ்எஸ்ஏஐ எண் சரியாக 14 இலக்கங்கள் இருக்க வேண்டும்',
  'identifier.vehicleShape': 'வாகனப் பதிவு எண் TN 01 AB 1234 அல்லது 22 BH 1234 AA போல இருக்க வேண்டும்',
  'identifier.licenceShape': 'ஓட்டுநர் உரிம எண் TN01 20110012345 போல இருக்க வேண்டும் (மாநிலம், ஆர்டிஓ, ஆண்டு, 7 இலக்கங்கள்)',
  'identifier.applicationMismatch': 'இந்த எண் விண்ணப்பத்தில் கொடுத்த எண்ணிலிருந்து வேறுபடுகிறது',
  'identifier.takenByOther': 'இதே எண்ணை வேறொரு விற்பனையாளரும் கொடுத்துள்ளார்',
  'document.expiryFormat': 'செல்லுபடியாகும் கடைசி நாள் சரியான தேதியாக இருக்க வேண்டும் (YYYY-MM-DD)',
  'document.expiryPast': 'செல்லுபடியாகும் கடைசி நாள் ஏற்கனவே கடந்துவிட்டது',
  'document.fileRequired': 'ஆவணத்தைப் பதிவேற்றுங்கள் (JPEG, PNG, WebP அல்லது PDF)',
  'document.unknownRequirement': 'இந்த ஆவணம் உங்கள் வியாபார வகைக்குத் தேவையில்லை',
};

/** The labels the shared schemas' messages name (a vendor kind's own come from its declaration, as { en, ta }). */
const labelsEn = {
  name: 'Name',
  shopLocation: 'Shop Location',
  address: 'Address',
  city: 'City',
  phoneNumber: 'Phone Number',
  shopNumber: 'Shop Number',
  email: 'Email',
  emailAddress: 'Email Address',
  category: 'Category',
  businessCategory: 'Business Category',
  description: 'Description',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  businessName: 'Business Name',
  whatYouNeed: 'What you need',
  reviews: 'Reviews',
  text: 'Text',
  complaint: 'Complaint',
  poster: 'Poster',
  note: 'Note',
  fssaiNumber: 'FSSAI number',
  gstin: 'GSTIN',
  pan: 'PAN',
  vehicleNumber: 'Vehicle registration number',
  licenceNumber: 'Driving licence number',
  expiryDate: 'Expiry date',
  licenceType: 'Licence type',
} as const;

export type LabelKey = keyof typeof labelsEn;

const labelsTa: Record<LabelKey, string> = {
  name: 'பெயர்',
  shopLocation: 'கடை இருக்கும் இடம்',
  address: 'முகவரி',
  city: 'ஊர்',
  phoneNumber: 'போன் நம்பர்',
  shopNumber: 'கடை எண்',
  email: 'மின்னஞ்சல்',
  emailAddress: 'மின்னஞ்சல் முகவரி',
  category: 'வகை',
  businessCategory: 'வியாபார வகை',
  description: 'விவரம்',
  password: 'கடவுச்சொல்',
  confirmPassword: 'கடவுச்சொல்லை மீண்டும் உள்ளிடவும்',
  businessName: 'கடை / நிறுவனப் பெயர்',
  whatYouNeed: 'உங்கள் தேவை',
  reviews: 'மதிப்புரைகள்',
  text: 'உரை',
  complaint: 'புகார்',
  poster: 'போஸ்டர்',
  note: 'குறிப்பு',
  fssaiNumber: 'எஃப்எஸ்எஸ்ஏஐ எண்',
  gstin: 'ஜிஎஸ்டி எண்',
  pan: 'பான் எண்',
  vehicleNumber: 'வாகனப் பதிவு எண்',
  licenceNumber: 'ஓட்டுநர் உரிம எண்',
  expiryDate: 'செல்லுபடியாகும் கடைசி நாள்',
  licenceType: 'உரிம வகை',
};

/**
 * Fixed values a message lists, keyed by the value itself (what the form sends, never a sentence): SPEC 5's
 * cities as their people write them, the FSSAI licence types, an application's review state.
 */
const choicesTa: Readonly<Record<string, string>> = {
  Dindigul: 'திண்டுக்கல்',
  Palani: 'பழனி',
  Coimbatore: 'கோயம்புத்தூர்',
  Pollachi: 'பொள்ளாச்சி',
  Registration: 'பதிவு',
  'State licence': 'மாநில உரிமம்',
  'Central licence': 'மத்திய உரிமம்',
  applied: 'பரிசீலனையில் உள்ளது',
  'changes requested': 'மாற்றங்கள் கேட்கப்பட்டுள்ளது',
  approved: 'அங்கீகரிக்கப்பட்டது',
  rejected: 'நிராகரிக்கப்பட்டது',
  suspended: 'நிறுத்திவைக்கப்பட்டுள்ளது',
};

export const VALIDATION_TEXTS = { en: validationEn, ta: validationTa } as const satisfies Record<Language, Record<ValidationKey, string>>;
export const LABEL_TEXTS = { en: labelsEn, ta: labelsTa } as const satisfies Record<Language, Record<LabelKey, string>>;

/**
 * One text of the catalogue, for a table of texts that repeats it: called with a `@__PURE__` annotation, so a bundle
 * that uses no text of that table leaves the catalogue out (a property read of an imported object would keep it).
 */
export function catalogueText(language: Language, key: ValidationKey): string {
  return VALIDATION_TEXTS[language][key];
}

/** A choice as a message lists it: a value CHOICE_TEXTS names, or a declared choice with its Tamil. */
export type ChoiceText = string | { en: string; ta: string };
export type TextValue = string | number | LabelText | readonly ChoiceText[];
export type TextValues = Readonly<Record<string, TextValue>>;

/**
 * A message as the schemas write it: the key and its values, encoded (see the file's comment). The declarations on
 * the admin's first screen import the same encoder from ./textKeys.ts, which loads none of the texts.
 */
export function validationText(key: ValidationKey, values?: TextValues): string {
  return values ? `${key}${JSON.stringify(values)}` : key;
}

const ENCODED = /^([a-z]+\.[A-Za-z]+)(\{[\s\S]*\})?$/;

/** The key and values of an encoded message; null for any other text. */
export function decodeText(message: string): { key: ValidationKey; values: Record<string, unknown> } | null {
  const match = ENCODED.exec(message);
  if (!match || !Object.hasOwn(validationEn, match[1] ?? '')) return null;
  try {
    return { key: match[1] as ValidationKey, values: match[2] ? (JSON.parse(match[2]) as Record<string, unknown>) : {} };
  } catch {
    return null;
  }
}

export const isLabelKey = (value: unknown): value is LabelKey => typeof value === 'string' && Object.hasOwn(labelsEn, value);

/** A label in `language`: a catalogue key, a declared { en, ta }, or a plain name shown as given. */
export function renderLabel(label: unknown, language: Language): string {
  if (isLabelKey(label)) return LABEL_TEXTS[language][label];
  if (label && typeof label === 'object' && 'en' in label) return String((label as Record<Language, unknown>)[language] ?? (label as { en: unknown }).en);
  return String(label);
}

/** The English of a label (what the SPEC's messages name). */
export const englishLabel = (label: LabelText | string): string => renderLabel(label, 'en');

/** A listed choice in `language`: a value CHOICE_TEXTS names (a city), a label, or a declared { en, ta }. */
export function renderChoice(choice: unknown, language: Language): string {
  if (typeof choice === 'string' && language === 'ta' && !isLabelKey(choice)) return choicesTa[choice] ?? choice;
  return renderLabel(choice, language);
}

function renderValue(name: string, value: unknown, language: Language): string {
  if (name === 'field') return renderLabel(value, language);
  if (name === 'choices' && Array.isArray(value)) return value.map((choice) => renderChoice(choice, language)).join(', ');
  if (name === 'state') return renderChoice(value, language);
  // File formats read the same in Tamil; only their "or" is said in Tamil.
  if (name === 'formats' && language === 'ta') return String(value).replace(/ or /, ' அல்லது ');
  return String(value);
}

/** A message in `language`: an encoded key with its values rendered, any other text as it is. */
export function renderText(message: string, language: Language): string {
  const decoded = decodeText(message);
  if (!decoded) return message;
  return VALIDATION_TEXTS[language][decoded.key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in decoded.values ? renderValue(name, decoded.values[name], language) : whole,
  );
}

/** Each message of a field-error map in `language`. */
export function renderErrors(errors: Readonly<Record<string, string>>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, renderText(message, language)]));
}

/** An encoded message with its `field` label replaced (a vendor kind's field, named by its declaration). */
export function relabelText(message: string, label: (current: unknown) => LabelText | undefined, choices?: (choice: unknown) => ChoiceText): string {
  const decoded = decodeText(message);
  if (!decoded) return message;
  const values: Record<string, TextValue> = { ...(decoded.values as Record<string, TextValue>) };
  if ('field' in values) values.field = label(values.field) ?? values.field;
  if (choices && Array.isArray(values.choices)) values.choices = (values.choices as unknown[]).map(choices);
  return validationText(decoded.key, values);
}
