/**
 * One table of Tamil search cases, run against the paged server path on both engines (tests/server/tamilSearch)
 * and the admin's whole-list path (tests/dataProvider/tamilSearch): both must find the same vendors.
 * Vendors are written with some vowel signs in their two-code-point form, as some keyboards type them.
 */

/** 'ொ', 'ோ' and 'ௌ' as two code points each: NFD, what an NFC comparison must still match. */
export const decomposed = (text: string) => text.normalize('NFD');

export interface TamilVendor {
  /** The key the cases name the vendor by. */
  key: string;
  name: string;
  storename: string;
  location: string;
}

export const TAMIL_VENDORS: readonly TamilVendor[] = [
  { key: 'murugan', name: 'முருகன்', storename: 'முருகன் காய்கறி கடை', location: 'பழனி சாலை, திண்டுக்கல்' },
  { key: 'mixed', name: 'Murugan முருகன் Stores', storename: 'Murugan Stores', location: 'Big Bazaar Street, Palani' },
  { key: 'gowri', name: decomposed('கௌரி சங்கர்'), storename: decomposed('ஸ்ரீ கௌரி பவன்'), location: decomposed('கோவை சாலை, பொள்ளாச்சி') },
  { key: 'latin', name: 'Kavitha Raman', storename: 'Kavitha Greens', location: '12 Market Road, Coimbatore' },
];

/** [what the case shows, the query, the keys of the vendors it finds]. */
export const TAMIL_SEARCH_CASES: readonly [string, string, readonly string[]][] = [
  ['a whole Tamil word', 'முருகன்', ['murugan', 'mixed']],
  ["a word's start", 'முரு', ['murugan', 'mixed']],
  ['a part inside a word', 'ருகன்', ['murugan', 'mixed']],
  ['a word of the store name (3 code points)', 'கடை', ['murugan']],
  ['one letter of two code points', 'சி', ['gowri']],
  ['two code points inside a word', 'ரு', ['murugan', 'mixed']],
  ['one letter of one code point', 'ஸ', ['gowri']],
  ['a conjunct (4 code points)', 'ஸ்ரீ', ['gowri']],
  ['an NFC query over text typed decomposed', 'பொள்ளாச்சி', ['gowri']],
  ['a decomposed query', decomposed('கௌரி'), ['gowri']],
  ['a decomposed query of two letters', decomposed('கோ'), ['gowri']],
  ['mixed Tamil and Latin, whole', 'Murugan முருகன் Stores', ['mixed']],
  ['mixed, Latin in another case', 'murugan முருகன்', ['mixed']],
  ['Latin only, capitals', 'MURUGAN', ['mixed']],
  ['a Latin name still found', 'kavitha', ['latin']],
  ['a Tamil word no vendor has', 'சென்னை', []],
];
