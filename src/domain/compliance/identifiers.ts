/**
 * Offline checks of the Indian business identifiers a vendor's documents carry: GSTIN (with its mod-36 check
 * character), PAN, FSSAI licence/registration numbers, vehicle registration numbers (state format and Bharat
 * series) and driving licence numbers. Shared by the server (400 naming the field), the admin and the portal.
 * Each schema trims, upper-cases and removes spaces/hyphens before checking, and yields the compact form.
 */
import { z } from 'zod';
import { required } from '../fieldValidation';
import { validationText } from '../textKeys';

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Tamil Nadu's GST state code: a GSTIN of another state is allowed but worth a second look. */
export const HOME_GST_STATE = '33';

/** PAN's 4th letter: the holder type (individual, company, HUF, firm, AOP, trust, BOI, local authority, ...). */
export const PAN_HOLDER_TYPES = 'ABCEFGHJLPT';

/** State and union territory codes of vehicle registration numbers (and driving licences). */
export const VEHICLE_STATE_CODES = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD',
  'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TN', 'TR', 'TS', 'UK', 'UP', 'WB',
] as const;

/** The numbers' messages, as catalogue keys (English and Tamil in ../validationTexts.ts). */
export const identifierMessages = {
  gstinRequired: required('gstin'),
  gstinShape: validationText('identifier.gstinShape'),
  gstinState: validationText('identifier.unknownState', { field: 'gstin' }),
  gstinPan: validationText('identifier.gstinPan'),
  gstinCheck: validationText('identifier.gstinCheck'),
  gstinPanMismatch: validationText('identifier.gstinPanMismatch'),
  gstinOtherState: validationText('identifier.gstinOtherState'),
  panRequired: required('pan'),
  panShape: validationText('identifier.panShape'),
  panHolder: validationText('identifier.panHolder', { types: PAN_HOLDER_TYPES.split('').join(', ') }),
  fssaiRequired: required('fssaiNumber'),
  fssaiShape: validationText('identifier.fssaiShape'),
  vehicleRequired: required('vehicleNumber'),
  vehicleShape: validationText('identifier.vehicleShape'),
  vehicleState: validationText('identifier.unknownState', { field: 'vehicleNumber' }),
  licenceRequired: required('licenceNumber'),
  licenceShape: validationText('identifier.licenceShape'),
  licenceState: validationText('identifier.unknownState', { field: 'licenceNumber' }),
  applicationMismatch: validationText('identifier.applicationMismatch'),
  takenByOther: validationText('identifier.takenByOther'),
} as const;

const compact = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/[\s-]+/g, '') : value);

/** The GSTIN check character of its first 14 characters (the standard mod-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const validGstState = (code: string) => {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
};

/** The first problem of a PAN, or null. */
export function panProblem(pan: string): string | null {
  if (!PAN_PATTERN.test(pan)) return identifierMessages.panShape;
  if (!PAN_HOLDER_TYPES.includes(pan.charAt(3))) return identifierMessages.panHolder;
  return null;
}

/** The first problem of a GSTIN (compact, upper case), or null. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return identifierMessages.gstinShape;
  if (!validGstState(gstin.slice(0, 2))) return identifierMessages.gstinState;
  if (panProblem(gstin.slice(2, 12))) return identifierMessages.gstinPan;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return identifierMessages.gstinCheck;
  return null;
}

/** Advice that does not refuse the GSTIN: a state other than Tamil Nadu. */
export function gstinWarnings(gstin: string): string[] {
  return gstin.slice(0, 2) !== HOME_GST_STATE ? [identifierMessages.gstinOtherState] : [];
}

/** Whether two numbers are the same once written alike (case, spaces and hyphens aside). */
export const sameIdentifier = (a: string, b: string) => compact(a) === compact(b);

/** The PAN inside a GSTIN (characters 3 to 12). */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);

/** null when the GSTIN carries the PAN, else the message (both compact, upper case). */
export function gstinPanMismatch(gstin: string, pan: string): string | null {
  return panOfGstin(compact(gstin) as string) === compact(pan) ? null : identifierMessages.gstinPanMismatch;
}

const VEHICLE_STATE = /^([A-Z]{2})(\d{1,2})([A-Z]{1,3})(\d{4})$/;
const VEHICLE_BHARAT = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/;

export function vehicleNumberProblem(number: string): string | null {
  if (VEHICLE_BHARAT.test(number)) return null;
  const state = VEHICLE_STATE.exec(number);
  if (!state) return identifierMessages.vehicleShape;
  if (!(VEHICLE_STATE_CODES as readonly string[]).includes(state[1] ?? '')) return identifierMessages.vehicleState;
  return null;
}

const LICENCE = /^([A-Z]{2})(\d{2})(\d{4})(\d{7})$/;

export function drivingLicenceProblem(number: string): string | null {
  const match = LICENCE.exec(number);
  if (!match) return identifierMessages.licenceShape;
  if (!(VEHICLE_STATE_CODES as readonly string[]).includes(match[1] ?? '')) return identifierMessages.licenceState;
  return null;
}

const identifier = (required: string, problem: (value: string) => string | null) =>
  z.preprocess(
    compact,
    z
      .string({ error: required })
      .min(1, required)
      .superRefine((value, ctx) => {
        const message = problem(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
  );

export const gstinSchema = identifier(identifierMessages.gstinRequired, gstinProblem);
export const panSchema = identifier(identifierMessages.panRequired, panProblem);
export const fssaiSchema = identifier(identifierMessages.fssaiRequired, (v) => (/^\d{14}$/.test(v) ? null : identifierMessages.fssaiShape));
export const vehicleNumberSchema = identifier(identifierMessages.vehicleRequired, vehicleNumberProblem);
export const drivingLicenceSchema = identifier(identifierMessages.licenceRequired, drivingLicenceProblem);

/** The checks a requirement's number may declare (src/domain/compliance/requirements.ts), by name. */
export const IDENTIFIER_CHECKS = {
  gstin: gstinSchema,
  pan: panSchema,
  fssai: fssaiSchema,
  vehicleNumber: vehicleNumberSchema,
  drivingLicence: drivingLicenceSchema,
} as const;
export type IdentifierCheck = keyof typeof IDENTIFIER_CHECKS;

/** Checks `value` with the named check: the compact number, or the first message. */
export function checkIdentifier(check: IdentifierCheck, value: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const result = IDENTIFIER_CHECKS[check].safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? validationText('validation.invalidNumber') };
}

/** Warnings of a valid number (only GSTINs have any). */
export const identifierWarnings = (check: IdentifierCheck, value: string): string[] => (check === 'gstin' ? gstinWarnings(value) : []);
