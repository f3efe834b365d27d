/**
 * Words for the audit log and the vendor history: what each stored table, write and field is called for people.
 * Vendor kinds' tables and fields take their labels from the registry (entryTexts.ts); these are the rest.
 */

/** What a row of each non-vendor table is. */
export const ENTITY_LABELS: Record<string, string> = {
  vendor_users: 'Vendor',
  vendor_reviews: 'Review',
  vendor_images: 'Image',
  vendor_stories: 'Story',
  vegetable_categories: 'Vegetable category',
  vegetable_subcategories: 'Vegetable subcategory',
  professional_categories: 'Professional category',
  professional_subcategories: 'Professional subcategory',
  transport_categories: 'Transport category',
  call_requests: 'Call request',
  customers: 'User',
  admins: 'Admin account',
  reason_templates: 'Reason template',
};

/** A write to a vendor's own details (the account row or the kind's profile). */
export const VENDOR_WRITES = { insert: 'Vendor added', update: 'Details edited', delete: 'Vendor deleted', poster: 'Poster set' } as const;

/** A write to anything else: "<what> added". */
export const WRITE_WORDS: Record<string, string> = { insert: 'added', update: 'changed', delete: 'deleted' };

/** Fields that are not declared by a vendor kind. */
export const FIELD_LABELS: Record<string, string> = {
  state: 'State',
  reason: 'Reason',
  poster: 'Poster',
  verification: 'Verified',
  active: 'Active',
  notes: 'Notes',
  file_name: 'File',
  todaystory: 'Story',
  password_hash: 'Password',
  role: 'Role',
};

export const auditTexts = {
  deletedVendor: 'Vendor #%{id} (deleted)',
};
