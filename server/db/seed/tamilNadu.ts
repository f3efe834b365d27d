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
