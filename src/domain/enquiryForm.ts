/**
 * Names the public enquiry form shares with the server's no-JavaScript answer. Free of zod on purpose: the
 * landing's first-load bundle imports it.
 */

/** The form's DOM id; the server inserts its error summary before it. */
export const ENQUIRY_FORM_ID = 'enquiry-form';
export const enquiryFieldId = (field: string) => `enquiry-${field}`;
/** The form's notice over its errors (the landing catalogue's `enquiry.correctBelow`; Tamil in tamilMessages.ts). */
export const ENQUIRY_CORRECT_BELOW = 'Please correct the fields marked below.';
/** Where a successful no-JavaScript enquiry lands (a prerendered page). */
export const ENQUIRY_RECEIVED_PATH = '/enquiry/received';
