/**
 * Tamil for the English validation messages people see from the vendor portal and the enquiry form, keyed by the
 * English text the shared schemas (src/domain) produce, so those schemas stay as they are. The landing's Tamil
 * pages show their own form checks through the same table.
 */

/**
 * The SPEC form labels the messages name, as a Tamil form shows them: shared fields, documents and cities here; the
 * vendor kinds' fields and choices come from their declarations (`addTamilLabels`, called by ./vendorKinds/index.ts).
 */
export const TAMIL_LABELS: Readonly<Record<string, string>> = {
  Name: 'பெயர்',
  'Shop Location': 'கடை இருக்கும் இடம்',
  Address: 'முகவரி',
  City: 'ஊர்',
  'Phone Number': 'போன் நம்பர்',
  Email: 'மின்னஞ்சல்',
  'Email Address': 'மின்னஞ்சல் முகவரி',
  Category: 'வகை',
  'Business Category': 'வியாபார வகை',
  Description: 'விவரம்',
  Password: 'கடவுச்சொல்',
  'Confirm Password': 'கடவுச்சொல்லை மீண்டும் உள்ளிடவும்',
  'Business Name': 'கடை / நிறுவனப் பெயர்',
  'What you need': 'உங்கள் தேவை',
  // The grievance form (src/domain/grievances.ts).
  Complaint: 'புகார்',
  Text: 'உரை',
  Poster: 'போஸ்டர்',
  // The vendor's documents (extension compliance).
  'FSSAI number': 'எஃப்எஸ்எஸ்ஏஐ எண்',
  GSTIN: 'ஜிஎஸ்டி எண்',
  PAN: 'பான் எண்',
  'Vehicle registration number': 'வாகனப் பதிவு எண்',
  'Driving licence number': 'ஓட்டுநர் உரிம எண்',
  'Expiry date': 'செல்லுபடியாகும் கடைசி நாள்',
  'Licence type': 'உரிம வகை',
  Registration: 'பதிவு',
  'State licence': 'மாநில உரிமம்',
  'Central licence': 'மத்திய உரிமம்',
  // SPEC 5's cities, as their people write them (the value sent stays the SPEC's).
  Dindigul: 'திண்டுக்கல்',
  Palani: 'பழனி',
  Coimbatore: 'கோயம்புத்தூர்',
  Pollachi: 'பொள்ளாச்சி',
};

/** Whole messages (SPEC 5's fixed texts and the portal's own). */
const EXACT: Readonly<Record<string, string>> = {
  'Name is required': 'பெயர் தேவை',
  'Phone Number must be exactly 10 digits': 'போன் நம்பர் சரியாக 10 இலக்கங்கள் இருக்க வேண்டும்',
  'Invalid phone number': 'தவறான போன் நம்பர்',
  'Email is required': 'மின்னஞ்சல் தேவை',
  'Email Address is required': 'மின்னஞ்சல் முகவரி தேவை',
  'Invalid email address': 'தவறான மின்னஞ்சல் முகவரி',
  'Select a City': 'ஊரைத் தேர்ந்தெடுங்கள்',
  'Password must be at least 6 characters': 'கடவுச்சொல் குறைந்தது 6 எழுத்துகள் இருக்க வேண்டும்',
  'Please accept the Terms and Conditions': 'விதிமுறைகளையும் நிபந்தனைகளையும் ஏற்றுக்கொள்ளுங்கள்',
  'Choose the poster among your photos': 'உங்கள் போட்டோக்களில் ஒன்றைப் போஸ்டராகத் தேர்ந்தெடுங்கள்',
  'Invalid credentials': 'போன் நம்பர் அல்லது கடவுச்சொல் தவறு',
  'The two passwords do not match': 'இரண்டு கடவுச்சொற்களும் ஒன்றாக இல்லை',
  'Vendor session expired or unknown: log in again': 'உங்கள் உள்நுழைவு காலாவதியானது: மீண்டும் உள்நுழையுங்கள்',
  'Stories open once your application is approved': 'உங்கள் விண்ணப்பம் அங்கீகரிக்கப்பட்ட பிறகே ஸ்டோரி பதிவிடலாம்',
  // Uploads (photos, stories, documents): the server checks each file by its content.
  'file could not be read as an image': 'இந்தக் கோப்பைப் படமாகத் திறக்க முடியவில்லை',
  'Please correct the fields marked below.': 'கீழே குறிக்கப்பட்ட விவரங்களைச் சரிசெய்யுங்கள்.',
  // The grievance desk (src/domain/grievances.ts).
  'Choose who you are': 'நீங்கள் யார் என்பதைத் தேர்ந்தெடுங்கள்',
  'Choose what the complaint is about': 'புகார் எதைப் பற்றியது என்பதைத் தேர்ந்தெடுங்கள்',
  'Enter the ticket number (e.g. GRV-2026-000123)': 'புகார் எண்ணை உள்ளிடுங்கள் (எ.கா. GRV-2026-000123)',
  'The photo could not be read as an image': 'இந்தப் புகைப்படத்தைத் திறக்க முடியவில்லை',
  'The file could not be read': 'இந்தக் கோப்பைத் திறக்க முடியவில்லை',
  'Send this field only once': 'இந்தத் தகவலை ஒரு முறை மட்டும் அனுப்பவும்',
  "The server cannot store files right now; the upload was not saved": 'சர்வரால் இப்போது கோப்புகளைச் சேமிக்க முடியவில்லை; கோப்பு சேமிக்கப்படவில்லை',
  "The server's disk is full; the upload was not saved": 'சர்வரின் வட்டு நிரம்பிவிட்டது; கோப்பு சேமிக்கப்படவில்லை',
  // The document numbers' checks (src/domain/compliance/identifiers.ts) and the documents' own (documents.ts).
  'GSTIN must be 15 characters: a 2-digit state code, the 10-character PAN, an entity digit, Z and a check character':
    'ஜிஎஸ்டி எண் 15 எழுத்துகள் இருக்க வேண்டும்: 2 இலக்க மாநிலக் குறியீடு, 10 எழுத்து பான் எண், ஒரு இலக்கம், Z, கடைசியில் ஒரு சரிபார்ப்பு எழுத்து',
  'GSTIN characters 3 to 12 must be a valid PAN': 'ஜிஎஸ்டி எண்ணின் 3 முதல் 12 வரையிலான எழுத்துகள் சரியான பான் எண்ணாக இருக்க வேண்டும்',
  'GSTIN check character (the last one) does not match: the number is mistyped':
    'ஜிஎஸ்டி எண்ணின் கடைசி (சரிபார்ப்பு) எழுத்து பொருந்தவில்லை: எண்ணில் தட்டச்சுப் பிழை உள்ளது',
  'GSTIN does not contain the PAN given (characters 3 to 12 must equal the PAN)':
    'ஜிஎஸ்டி எண்ணில் நீங்கள் கொடுத்த பான் எண் இல்லை (3 முதல் 12 வரையிலான எழுத்துகள் பான் எண்ணாக இருக்க வேண்டும்)',
  'GSTIN is registered outside Tamil Nadu (state code is not 33)': 'இந்த ஜிஎஸ்டி எண் தமிழ்நாட்டுக்கு வெளியே பதிவானது (மாநிலக் குறியீடு 33 அல்ல)',
  'The number differs from the one given in the application': 'இந்த எண் விண்ணப்பத்தில் கொடுத்த எண்ணிலிருந்து வேறுபடுகிறது',
  'Another vendor has given the same number': 'இதே எண்ணை வேறொரு விற்பனையாளரும் கொடுத்துள்ளார்',
  'PAN must be 10 characters: 5 letters, 4 digits and a letter (e.g. ABCPE1234F)':
    'பான் எண் 10 எழுத்துகள் இருக்க வேண்டும்: 5 ஆங்கில எழுத்துகள், 4 இலக்கங்கள், ஒரு ஆங்கில எழுத்து (எ.கா. ABCPE1234F)',
  'FSSAI number must be exactly 14 digits': 'எஃப்எஸ்எஸ்ஏஐ எண் சரியாக 14 இலக்கங்கள் இருக்க வேண்டும்',
  'Vehicle registration number must look like TN 01 AB 1234 or 22 BH 1234 AA':
    'வாகனப் பதிவு எண் TN 01 AB 1234 அல்லது 22 BH 1234 AA போல இருக்க வேண்டும்',
  'Driving licence number must look like TN01 20110012345 (state, RTO, year, 7 digits)':
    'ஓட்டுநர் உரிம எண் TN01 20110012345 போல இருக்க வேண்டும் (மாநிலம், ஆர்டிஓ, ஆண்டு, 7 இலக்கங்கள்)',
  'Invalid number': 'தவறான எண்',
  'Expiry date must be a date (YYYY-MM-DD)': 'செல்லுபடியாகும் கடைசி நாள் சரியான தேதியாக இருக்க வேண்டும் (YYYY-MM-DD)',
  'Expiry date has already passed': 'செல்லுபடியாகும் கடைசி நாள் ஏற்கனவே கடந்துவிட்டது',
  'Upload the document (JPEG, PNG, WebP or PDF)': 'ஆவணத்தைப் பதிவேற்றுங்கள் (JPEG, PNG, WebP அல்லது PDF)',
  'This requirement does not apply to your kind of business': 'இந்த ஆவணம் உங்கள் வியாபார வகைக்குத் தேவையில்லை',
};

/** An application's review state as the server's 409 names it ("changes requested"). */
const TAMIL_STATES: Readonly<Record<string, string>> = {
  applied: 'பரிசீலனையில் உள்ளது',
  'changes requested': 'மாற்றங்கள் கேட்கப்பட்டுள்ளது',
  approved: 'அங்கீகரிக்கப்பட்டது',
  rejected: 'நிராகரிக்கப்பட்டது',
  suspended: 'நிறுத்திவைக்கப்பட்டுள்ளது',
};

/** "JPEG, PNG, WebP or GIF" → "JPEG, PNG, WebP அல்லது GIF": format names read the same in Tamil. */
const formats = (list: string) => list.replace(/ or /, ' அல்லது ');

/**
 * The vendor kinds' labels, added when the registry loads (./vendorKinds/index.ts). Not imported from it here: the
 * landing's first-load bundle reads this table and must stay free of the registry and zod.
 */
const kindLabels = new Map<string, string>();

/** Adds labels (English → Tamil) the table does not have yet; the first Tamil given for a label stays. */
export function addTamilLabels(labels: Readonly<Record<string, string>>): void {
  for (const [english, tamil] of Object.entries(labels)) if (!kindLabels.has(english)) kindLabels.set(english, tamil);
}

const known = (english: string): string | undefined => TAMIL_LABELS[english] ?? kindLabels.get(english);
const label = (english: string) => known(english) ?? english;

/** Messages built around a label (or a number), in the order the schemas write them. */
const PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [/^(.+) is required$/, (l) => `${label(l)} தேவை`],
  [/^The photo must be a (.+) file$/, (list) => `புகைப்படம் ${formats(list)} வகையாக இருக்க வேண்டும்`],
  [/^(?:The image|The file|file) must be a (.+) file$/, (list) => `கோப்பு ${formats(list)} வகையாக இருக்க வேண்டும்`],
  [/^The file must be at most (\d+) MB$/, (n) => `கோப்பு அதிகபட்சம் ${n} MB இருக்கலாம்`],
  [/^(.+) starts with an unknown state code$/, (l) => `${label(l)} தெரியாத மாநிலக் குறியீட்டுடன் தொடங்குகிறது`],
  [/^PAN's 4th letter must be a holder type \((.+)\)$/, (list) => `பான் எண்ணின் 4-வது எழுத்து உரிமையாளர் வகையைக் குறிக்க வேண்டும் (${list})`],
  [/^(.+) must be one of: (.+)$/, (l, list) => `${label(l)}: ${list.split(', ').map(label).join(', ')} இவற்றில் ஒன்று`],
  [/^Your application is (.+): it can no longer be changed here$/, (state) => `உங்கள் விண்ணப்பம் ${TAMIL_STATES[state] ?? state}: இனி இங்கே மாற்ற முடியாது`],
  [/^(.+) must be at most (\d+) characters$/, (l, n) => `${label(l)} அதிகபட்சம் ${n} எழுத்துகள் மட்டுமே`],
  [/^(.+) contains characters that are not allowed$/, (l) => `${label(l)}: அனுமதி இல்லாத எழுத்துகள் உள்ளன`],
  [/^(.+) must be a whole number$/, (l) => `${label(l)} முழு எண்ணாக இருக்க வேண்டும்`],
  [/^(.+) must be a positive whole number$/, (l) => `${label(l)} 0-க்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்`],
  [/^(.+) must be text$/, (l) => `${label(l)} எழுத்தாக இருக்க வேண்டும்`],
  [/^(.+) must be one of (.+)$/, (l, list) => `${label(l)}: ${list.split(', ').map(label).join(', ')} இவற்றில் ஒன்று`],
  [/^Choose a (.+) from the list$/, (l) => `பட்டியலிலிருந்து ${label(l)} தேர்ந்தெடுங்கள்`],
  [/^Select a (.+)$/, (l) => `${label(l)} தேர்ந்தெடுங்கள்`],
  [/^Invalid input/, () => 'தவறான விவரம்'],
];

/** The Tamil of an English message, or null when the table does not know it. */
export function tamilMessage(english: string): string | null {
  const exact = EXACT[english];
  if (exact) return exact;
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return build(...match.slice(1));
  }
  return null;
}

/** A field label in Tamil ("Store Name" → "கடையின் பெயர்"); "Business X" labels are told apart as the form does. */
export function tamilLabel(english: string): string {
  const tamil = known(english);
  if (tamil) return tamil;
  const business = /^Business (.+)$/.exec(english);
  const rest = business?.[1] ? known(business[1]) : undefined;
  return rest ? `வியாபார ${rest}` : english;
}
