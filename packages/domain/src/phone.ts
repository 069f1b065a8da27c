/** Spec §5 and §9: Icelandic numbers only, +354 followed by 7 digits, shown as "+354 XXX-XXXX". */
export const PHONE_PREFIX = '+354';
export const PHONE_DIGITS = 7;
export const PHONE_LENGTH = 11; // "+354" + 7 digits, after spaces and hyphens are removed
export const VERIFICATION_CODE_LENGTH = 6;

/**
 * Keeps what the user types in the shape "+354 " + up to 3 digits + "-" + up to 4 digits:
 * every non-digit is stripped and the 354 country prefix is forced.
 */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('354')) digits = digits.slice(3);
  digits = digits.slice(0, PHONE_DIGITS);
  const head = digits.slice(0, 3);
  const tail = digits.slice(3);
  return `${PHONE_PREFIX} ${head}${tail ? `-${tail}` : ''}`;
}

/** Removes spaces and hyphens, as on submit. */
export function cleanPhone(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** True when the cleaned number is exactly "+354" followed by 7 digits (11 characters). */
export function isValidPhone(raw: string): boolean {
  const cleaned = cleanPhone(raw);
  return cleaned.length === PHONE_LENGTH && /^\+354\d{7}$/.test(cleaned);
}

/** The E.164 form stored and sent to the SMS provider, or null when the number is not valid. */
export function normalisePhone(raw: string): string | null {
  return isValidPhone(raw) ? cleanPhone(raw) : null;
}

/** "+3545551234" → "+354 555-1234" */
export function displayPhone(e164: string): string {
  return formatPhoneInput(e164);
}

export function isVerificationCode(raw: string): boolean {
  return /^\d{6}$/.test(raw);
}
