/**
 * The English texts of the vendor kinds, from their declarations: `resources.<resource>.{name, fields, action,
 * notifications}` as react-admin reads them.
 */
import type { VendorKindDeclaration, VendorKindRegistry } from '../domain/vendorKinds';

/** Labels of the fields every vendor record has, whatever its kind. */
const recordFields = {
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
};

function kindMessages(kind: VendorKindDeclaration) {
  const fields: Record<string, string> = { ...recordFields };
  for (const field of kind.fields) {
    for (const name of [field.name, ...(field.readAs ?? []), ...(field.writeAs ?? [])]) fields[name] = field.label;
  }
  const { singular: _singular, name, ...action } = kind.labels;
  const subQueueTexts = (kind.behaviour?.subQueues ?? []).map((sub) => ({
    [`${sub.path}Tile`]: sub.labels.tile,
    [`${sub.path}UnverifiedTitle`]: sub.labels.unverifiedTitle,
    [`${sub.path}VerifiedTitle`]: sub.labels.verifiedTitle,
    [`${sub.path}Empty`]: sub.labels.empty,
    [`${sub.path}EmptyUnverified`]: sub.labels.emptyUnverified,
    // The menu's entry of the sub-queue (src/layout/PendingQueueItems.tsx), its tile's words unless it has its own.
    [`${sub.path}Menu`]: sub.labels.menu ?? sub.labels.tile,
  }));
  const referenceTexts = kind.fields
    .filter((field) => field.reference)
    .map((field) => ({ [`${field.name}Empty`]: field.reference?.emptyText, [`${field.name}Loading`]: field.reference?.loadingText }));
  const posters = kind.behaviour?.posterMessages;
  return {
    name,
    fields,
    action: Object.assign({}, action, ...subQueueTexts, ...referenceTexts) as Record<string, string>,
    notifications: posters ? { posterUploaded: posters.success, posterFailed: posters.failure } : {},
  };
}

export function vendorKindMessages(registry: VendorKindRegistry) {
  return Object.fromEntries(registry.map((kind) => [kind.resource, kindMessages(kind)]));
}
