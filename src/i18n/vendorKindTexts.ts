/**
 * The vendor kinds' texts, from their declarations, in English or Tamil: `resources.<resource>.{name, fields,
 * action, notifications}` as react-admin reads them. Each declaration gives both languages, so a kind added to the
 * registry needs no catalogue edit.
 */
import type { VendorFieldDeclaration, VendorKindDeclaration, VendorKindRegistry, VendorSubQueue } from '../domain/vendorKinds';

export type KindLanguage = 'en' | 'ta';

/** Labels of the fields every vendor record has, whatever its kind. */
const recordFields: Record<KindLanguage, Record<string, string>> = {
  en: {
    id: 'ID',
    user_id: 'User ID',
    name: 'Name',
    phoneNumber: 'Phone Number',
    email: 'Email',
    city: 'City',
    description: 'Description',
    password: 'Password',
    verification: 'Verified',
    poster: 'Poster',
    created_at: 'Created At',
    q: 'Search',
  },
  ta: {
    id: 'ID',
    user_id: 'பயனர் ID',
    name: 'பெயர்',
    phoneNumber: 'போன் நம்பர்',
    email: 'மின்னஞ்சல்',
    city: 'ஊர்',
    description: 'விவரம்',
    password: 'கடவுச்சொல்',
    verification: 'சரிபார்க்கப்பட்டது',
    poster: 'போஸ்டர்',
    created_at: 'சேர்ந்த நாள்',
    q: 'தேடு',
  },
};

const fieldLabel = (field: VendorFieldDeclaration, language: KindLanguage) => (language === 'ta' ? field.ta : field.label);
const subQueueLabels = (sub: VendorSubQueue, language: KindLanguage) => (language === 'ta' ? sub.ta : sub.labels);

function kindMessages(kind: VendorKindDeclaration, language: KindLanguage) {
  const fields: Record<string, string> = { ...recordFields[language] };
  for (const field of kind.fields) {
    for (const name of [field.name, ...(field.readAs ?? []), ...(field.writeAs ?? [])]) fields[name] = fieldLabel(field, language);
  }
  const { singular: _singular, name, ...action } = language === 'ta' ? kind.ta.labels : kind.labels;
  const subQueueTexts = (kind.behaviour?.subQueues ?? []).map((sub) => {
    const labels = subQueueLabels(sub, language);
    return {
      [`${sub.path}Tile`]: labels.tile,
      [`${sub.path}UnverifiedTitle`]: labels.unverifiedTitle,
      [`${sub.path}VerifiedTitle`]: labels.verifiedTitle,
      [`${sub.path}Empty`]: labels.empty,
      [`${sub.path}EmptyUnverified`]: labels.emptyUnverified,
      // The menu's entry of the sub-queue (src/layout/PendingQueueItems.tsx), its tile's words unless it has its own.
      [`${sub.path}Menu`]: labels.menu ?? labels.tile,
    };
  });
  const referenceTexts = kind.fields.flatMap((field) => {
    const reference = field.reference;
    if (!reference) return [];
    const texts = language === 'ta' ? reference.ta : reference;
    return [{ [`${field.name}Empty`]: texts.emptyText, [`${field.name}Loading`]: texts.loadingText }];
  });
  const plural = (name.split('||||').pop() ?? name).trim();
  // The data provider's failed list read (src/dataProvider/legacy/vendorKind.ts listsWhat).
  const loadError = language === 'ta' ? `${plural} பட்டியலை ஏற்ற முடியவில்லை` : `Could not load the ${plural.toLowerCase()}`;
  const posters = language === 'ta' ? kind.ta.posterMessages : kind.behaviour?.posterMessages;
  return {
    name,
    fields,
    action: Object.assign({ loadError }, action, ...subQueueTexts, ...referenceTexts) as Record<string, string>,
    notifications: posters ? { posterUploaded: posters.success, posterFailed: posters.failure } : {},
  };
}

export function vendorKindMessages(registry: VendorKindRegistry, language: KindLanguage = 'en') {
  return Object.fromEntries(registry.map((kind) => [kind.resource, kindMessages(kind, language)]));
}
