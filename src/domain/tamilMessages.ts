/**
 * Tamil for the English validation messages people see from the vendor portal and the enquiry form, keyed by the
 * English text the shared schemas (src/domain) produce, so those schemas stay as they are. The landing's Tamil
 * pages show their own form checks through the same table.
 */

/** The SPEC form labels the messages name, as a Tamil form shows them. */
export const TAMIL_LABELS: Readonly<Record<string, string>> = {
  Name: 'பெயர்',
  'Store Name': 'கடையின் பெயர்',
  Location: 'கடை இருக்கும் இடம்',
  'Shop Location': 'கடை இருக்கும் இடம்',
  Address: 'முகவரி',
  City: 'ஊர்',
  'Phone Number': 'போன் நம்பர்',
  Email: 'மின்னஞ்சல்',
  'Email Address': 'மின்னஞ்சல் முகவரி',
  Category: 'வகை',
  'Business Category': 'வியாபார வகை',
  Price: 'விலை',
  'Service Details': 'சேவை விவரங்கள்',
  Description: 'விவரம்',
  Password: 'கடவுச்சொல்',
  'Confirm Password': 'கடவுச்சொல்லை மீண்டும் உள்ளிடவும்',
  'Professional Category': 'தொழில் வகை',
  'Years of Experience': 'அனுபவ ஆண்டுகள்',
  'Vehicle Type': 'வாகன வகை',
  'Vehicle Registration Number': 'வாகனப் பதிவு எண்',
  'Vehicle Model': 'வாகன மாடல்',
  'Years of Driving Experience': 'ஓட்டுநர் அனுபவ ஆண்டுகள்',
  'Days and Hours Available': 'வேலை நாட்கள், நேரம்',
  'Hotel Name': 'ஹோட்டல் பெயர்',
  'Business Name': 'கடை / நிறுவனப் பெயர்',
  'Business Type': 'வியாபார வகை',
  'Opening Time': 'திறக்கும் நேரம்',
  'Closing Time': 'மூடும் நேரம்',
  'Delivery Option': 'டெலிவரி வசதி',
  'Maximum Delivery Distance': 'அதிகபட்ச டெலிவரி தூரம்',
  'What you need': 'உங்கள் தேவை',
  Text: 'உரை',
  Hotel: 'ஹோட்டல்',
  Restaurant: 'உணவகம்',
  Cafe: 'கஃபே',
  Poster: 'போஸ்டர்',
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
};

const label = (english: string) => TAMIL_LABELS[english] ?? english;

/** Messages built around a label (or a number), in the order the schemas write them. */
const PATTERNS: readonly [RegExp, (...parts: string[]) => string][] = [
  [/^(.+) is required$/, (l) => `${label(l)} தேவை`],
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
  if (TAMIL_LABELS[english]) return TAMIL_LABELS[english];
  const business = /^Business (.+)$/.exec(english);
  return business?.[1] && TAMIL_LABELS[business[1]] ? `வியாபார ${TAMIL_LABELS[business[1]]}` : english;
}
