/**
 * The one place an Indian phone number, as vendors and callers type it ("98765 43210", "+91-9876543210",
 * "09876543210", "0452 2345678"), becomes a dialable number or a link. Calls reach any Indian number;
 * WhatsApp reaches mobiles only, so its rule is the stricter one.
 */

/** The 10 national digits: a +91/91 country code or a leading trunk 0 taken off; null when 10 digits do not remain. */
function nationalDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(national) ? national : null;
}

/** `91` + the 10 digits of any Indian number (a landline with its area code too), or null. */
export function callablePhone(raw: string): string | null {
  const national = nationalDigits(raw);
  return national ? `91${national}` : null;
}

/** `91` + the 10 digits of an Indian mobile number (first digit 6 to 9), or null: WhatsApp needs a mobile. */
export function whatsappPhone(raw: string): string | null {
  const national = nationalDigits(raw);
  return national && /^[6-9]/.test(national) ? `91${national}` : null;
}

/** `tel:+91…`, or null when the number cannot be dialled. */
export function telLink(raw: string): string | null {
  const phone = callablePhone(raw);
  return phone ? `tel:+${phone}` : null;
}

/** https://wa.me/91…?text=… with the text prefilled, or null when the number is not a mobile. */
export function whatsappLink(raw: string, text: string): string | null {
  const phone = whatsappPhone(raw);
  return phone ? `https://wa.me/${phone}?text=${encodeURIComponent(text)}` : null;
}
