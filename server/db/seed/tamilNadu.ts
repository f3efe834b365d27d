/** Realistic Tamil Nadu names, streets and places for the demo data of the four cities; each kind's own words are in its declaration. */
import type { City } from '../../../src/domain/constants.ts';

export interface CityInfo {
  name: City;
  pin: string;
  /** Vehicle registration prefix of the city's RTO. */
  rto: string;
  lat: number;
  lng: number;
  areas: readonly string[];
}

export const CITY_INFO: readonly CityInfo[] = [
  {
    name: 'Dindigul',
    pin: '624001',
    rto: 'TN 57',
    lat: 10.3673,
    lng: 77.9803,
    areas: ['Begambur', 'Nagal Nagar', 'Thadicombu Road', 'Palani Road', 'Spencer Compound', 'Trichy Road', 'Vedasandur Road'],
  },
  {
    name: 'Palani',
    pin: '624601',
    rto: 'TN 57',
    lat: 10.45,
    lng: 77.52,
    areas: ['Adivaram', 'Gandhi Road', 'Sannathi Street', 'Bus Stand Road', 'Dindigul Road', 'Udumalai Road'],
  },
  {
    name: 'Coimbatore',
    pin: '641001',
    rto: 'TN 37',
    lat: 11.0168,
    lng: 76.9558,
    areas: ['Gandhipuram', 'RS Puram', 'Peelamedu', 'Saibaba Colony', 'Ukkadam', 'Singanallur', 'Town Hall', 'Race Course'],
  },
  {
    name: 'Pollachi',
    pin: '642001',
    rto: 'TN 41',
    lat: 10.658,
    lng: 77.0086,
    areas: ['Mahalingapuram', 'Kottur Road', 'Palakkad Road', 'Udumalai Road', 'New Scheme Road', 'Market Road'],
  },
];

export const FIRST_NAMES = [
  'Murugan', 'Senthil', 'Karthik', 'Arun', 'Vignesh', 'Saravanan', 'Prakash', 'Rajesh', 'Balaji', 'Dinesh',
  'Manikandan', 'Ganesh', 'Suresh', 'Ramesh', 'Selvam', 'Kumaravel', 'Anbu', 'Elango', 'Sathish', 'Muthu',
  'Priya', 'Lakshmi', 'Kavitha', 'Meena', 'Deepa', 'Revathi', 'Anitha', 'Divya', 'Sangeetha', 'Vasanthi',
  'Kalaiselvi', 'Malathi', 'Nandhini', 'Gayathri', 'Ponni', 'Thenmozhi', 'Sumathi', 'Jayanthi', 'Radha', 'Bhuvana',
] as const;

export const FAMILY_NAMES = [
  'Subramanian', 'Ramasamy', 'Palanisamy', 'Natarajan', 'Krishnan', 'Shanmugam', 'Periyasamy', 'Chinnasamy',
  'Velusamy', 'Arumugam', 'Rajendran', 'Karuppiah', 'Sundaram', 'Thangaraj', 'Mariappan', 'Annamalai',
] as const;

export const STREETS = [
  'Gandhi Road', 'Bharathi Street', 'Kamarajar Salai', 'Nehru Street', 'Anna Nagar 2nd Street', 'Big Bazaar Street',
  'Periyar Salai', 'Thiruvalluvar Street', 'Kovil Street', 'Market Road', 'Mill Road', 'Railway Feeder Road',
] as const;

export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'] as const;

/**
 * The same names and places in Tamil script, for the demo vendors who write theirs in Tamil (isTamilDemoVendor):
 * one entry per English word above, so a Tamil vendor draws exactly what an English one would.
 */
const TAMIL_SCRIPT: Readonly<Record<string, string>> = {
  Murugan: 'முருகன்', Senthil: 'செந்தில்', Karthik: 'கார்த்திக்', Arun: 'அருண்', Vignesh: 'விக்னேஷ்', Saravanan: 'சரவணன்',
  Prakash: 'பிரகாஷ்', Rajesh: 'ராஜேஷ்', Balaji: 'பாலாஜி', Dinesh: 'தினேஷ்', Manikandan: 'மணிகண்டன்', Ganesh: 'கணேஷ்',
  Suresh: 'சுரேஷ்', Ramesh: 'ரமேஷ்', Selvam: 'செல்வம்', Kumaravel: 'குமரவேல்', Anbu: 'அன்பு', Elango: 'இளங்கோ',
  Sathish: 'சதீஷ்', Muthu: 'முத்து', Priya: 'பிரியா', Lakshmi: 'லட்சுமி', Kavitha: 'கவிதா', Meena: 'மீனா', Deepa: 'தீபா',
  Revathi: 'ரேவதி', Anitha: 'அனிதா', Divya: 'திவ்யா', Sangeetha: 'சங்கீதா', Vasanthi: 'வசந்தி', Kalaiselvi: 'கலைச்செல்வி',
  Malathi: 'மாலதி', Nandhini: 'நந்தினி', Gayathri: 'காயத்ரி', Ponni: 'பொன்னி', Thenmozhi: 'தேன்மொழி', Sumathi: 'சுமதி',
  Jayanthi: 'ஜெயந்தி', Radha: 'ராதா', Bhuvana: 'புவனா',
  Subramanian: 'சுப்பிரமணியன்', Ramasamy: 'ராமசாமி', Palanisamy: 'பழனிசாமி', Natarajan: 'நடராஜன்', Krishnan: 'கிருஷ்ணன்',
  Shanmugam: 'சண்முகம்', Periyasamy: 'பெரியசாமி', Chinnasamy: 'சின்னசாமி', Velusamy: 'வேலுசாமி', Arumugam: 'ஆறுமுகம்',
  Rajendran: 'ராஜேந்திரன்', Karuppiah: 'கருப்பையா', Sundaram: 'சுந்தரம்', Thangaraj: 'தங்கராஜ்', Mariappan: 'மாரியப்பன்',
  Annamalai: 'அண்ணாமலை',
  Dindigul: 'திண்டுக்கல்', Palani: 'பழனி', Coimbatore: 'கோயம்புத்தூர்', Pollachi: 'பொள்ளாச்சி',
  Begambur: 'பேகம்பூர்', 'Nagal Nagar': 'நாகல் நகர்', 'Thadicombu Road': 'தாடிக்கொம்பு சாலை', 'Palani Road': 'பழனி சாலை',
  'Spencer Compound': 'ஸ்பென்சர் காம்பவுண்ட்', 'Trichy Road': 'திருச்சி சாலை', 'Vedasandur Road': 'வேடசந்தூர் சாலை',
  Adivaram: 'அடிவாரம்', 'Gandhi Road': 'காந்தி சாலை', 'Sannathi Street': 'சன்னதி தெரு', 'Bus Stand Road': 'பேருந்து நிலையச் சாலை',
  'Dindigul Road': 'திண்டுக்கல் சாலை', 'Udumalai Road': 'உடுமலை சாலை',
  Gandhipuram: 'காந்திபுரம்', 'RS Puram': 'ஆர்.எஸ். புரம்', Peelamedu: 'பீளமேடு', 'Saibaba Colony': 'சாய்பாபா காலனி',
  Ukkadam: 'உக்கடம்', Singanallur: 'சிங்காநல்லூர்', 'Town Hall': 'டவுன் ஹால்', 'Race Course': 'ரேஸ் கோர்ஸ்',
  Mahalingapuram: 'மகாலிங்கபுரம்', 'Kottur Road': 'கோட்டூர் சாலை', 'Palakkad Road': 'பாலக்காடு சாலை',
  'New Scheme Road': 'நியூ ஸ்கீம் சாலை', 'Market Road': 'மார்க்கெட் சாலை',
  'Bharathi Street': 'பாரதி தெரு', 'Kamarajar Salai': 'காமராஜர் சாலை', 'Nehru Street': 'நேரு தெரு',
  'Anna Nagar 2nd Street': 'அண்ணா நகர் 2வது தெரு', 'Big Bazaar Street': 'பெரிய கடை வீதி', 'Periyar Salai': 'பெரியார் சாலை',
  'Thiruvalluvar Street': 'திருவள்ளுவர் தெரு', 'Kovil Street': 'கோவில் தெரு', 'Mill Road': 'மில் சாலை',
  'Railway Feeder Road': 'ரயில்வே ஃபீடர் சாலை',
};

/** A name or place of the lists above in Tamil script; a word added to a list without its Tamil fails the seed. */
export function inTamil(word: string): string {
  const tamil = TAMIL_SCRIPT[word];
  if (!tamil) throw new Error(`No Tamil spelling of the demo word "${word}"`);
  return tamil;
}
