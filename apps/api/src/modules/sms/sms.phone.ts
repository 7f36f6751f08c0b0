// Where an SMS goes: the account's phone number in international form. Sign-up and the profile
// store E.164 already (auth.users.ts); numbers typed by staff or kept from before may be national.

/** DR Congo's country calling code. */
const CONGO = '243';

/**
 * '+243812345678' for a number an SMS can reach, or null: a DR Congo national number
 * (0812345678) gets +243 in place of its 0; one in international form (+…, 00…, 243…) stays.
 * Spaces, dashes, dots and parentheses are ignored.
 */
export function smsNumber(telephone: string | null | undefined): string | null {
  if (!telephone) return null;
  const digits = telephone.trim().replace(/[\s().-]/g, '');
  const international = /^\+\d+$/.test(digits)
    ? digits
    : /^00\d+$/.test(digits)
      ? `+${digits.slice(2)}`
      : /^0\d{9}$/.test(digits)
        ? `+${CONGO}${digits.slice(1)}`
        : new RegExp(`^${CONGO}\\d{9}$`).test(digits)
          ? `+${digits}`
          : null;
  // E.164: a country code that does not start with 0, and at most 15 digits in all.
  if (!international || !/^\+[1-9]\d{7,14}$/.test(international)) return null;
  // A Congolese number has 9 digits after the country code.
  if (international.startsWith(`+${CONGO}`) && international.length !== 13) return null;
  return international;
}

/** SMPP's destination_addr: the digits of the international number, its '+' said by TON 1 (ADR 044). */
export const smppAddress = (international: string): string => international.replace(/^\+/, '');
