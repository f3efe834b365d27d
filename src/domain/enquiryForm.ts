/**
 * Names the public enquiry form shares with the server's no-JavaScript answer. Free of zod on purpose: the
 * landing's first-load bundle imports it.
 */

/** The form's DOM id; the server inserts its error summary before it. */
export const ENQUIRY_FORM_ID = 'enquiry-form';
export const enquiryFieldId = (field: string) => `enquiry-${field}`;
/** Where a successful no-JavaScript enquiry lands (a prerendered page). */
export const ENQUIRY_RECEIVED_PATH = '/enquiry/received';
