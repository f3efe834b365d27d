/**
 * Invitations to the vendor portal (capability `portalInvitations`, docs/server-routes.md): a caller converted on the
 * call desk gets a single-use link to set their password; redeeming it logs them in to complete the application.
 * Shared by the admin (which shows and sends the link), the landing (its page and form) and the server.
 */
import { z } from 'zod';
import { applicantPassword } from './vendorKinds/application';
import { required } from './fieldValidation';
import { validationText } from './textKeys';
import type { MessageLanguage } from './decisionMessages';
import { whatsappLink } from './phone';
import { INVITATION_DAYS } from './portalInvitationLinks';

export { INVITATION_DAYS, INVITATION_ENDPOINTS, INVITATION_PAGE, invitationPagePath } from './portalInvitationLinks';

/** The one answer for an unknown, used or expired link: which of them it was is nobody's business but ours. */
export const INVITATION_NOT_VALID = 'This invitation link is not valid any more. Please ask us for a new one.';

export const PASSWORDS_DIFFER = validationText('validation.passwordsDiffer');

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const passwordFields = {
  password: applicantPassword,
  confirmPassword: z.preprocess(blankToUndefined, z.string({ error: required('confirmPassword') }).max(200)),
};
const samePassword = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword;

/** The password form: the portal's own password rules, and the same password twice. */
export const invitationPasswordSchema = z.object(passwordFields).refine(samePassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });

export const invitationRedeemSchema = z
  .object({ token: z.string().min(1).max(200), ...passwordFields })
  .refine(samePassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });

export interface IssuedInvitation {
  /** Shown once: the server keeps only its hash. */
  token: string;
  expires_at: string;
  vendor_id: number;
  phone_number: string;
  name: string;
}

// A caller who gave no name is greeted without one ("Hello,", not "Hello ,").
const TEXTS: Record<MessageLanguage, (name: string, url: string, days: number) => string> = {
  en: (name, url, days) =>
    `${name ? `Hello ${name},` : 'Hello,'}\nthank you for calling HoReCa Market Place. Open this link to set your password and complete your vendor application (it works for ${days} days, once):\n${url}`,
  ta: (name, url, days) =>
    `${name ? `வணக்கம் ${name},` : 'வணக்கம்,'}\nHoReCa Market Place-ஐ அழைத்ததற்கு நன்றி. உங்கள் கடவுச்சொல்லை அமைத்து விற்பனையாளர் விண்ணப்பத்தை நிறைவு செய்ய இந்த இணைப்பைத் திறக்கவும் (${days} நாட்களுக்குள், ஒரு முறை மட்டும்):\n${url}`,
};

/** The WhatsApp invitation: text in the vendor's language and the wa.me link of the decision messages. */
export function composeInvitation(language: MessageLanguage, name: string, phoneNumber: string, url: string): { text: string; whatsappUrl: string | null } {
  const text = TEXTS[language](name.trim(), url, INVITATION_DAYS);
  return { text, whatsappUrl: whatsappLink(phoneNumber, text) };
}
