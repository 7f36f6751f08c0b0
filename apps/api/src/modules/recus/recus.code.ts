// Verification codes: 80 random bits as 16 Crockford base32 characters, shown in groups of four
// (K7QM-4TZP-9XRB-2HWD). Typed codes are compared ignoring case, dashes and spaces, and the
// letters people confuse with digits (O for 0, I and L for 1) read as those digits.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** A new code: 10 random bytes (80 bits), 5 bits per character. */
export function generateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

/** 'K7QM-4TZP-9XRB-2HWD'. */
export const formatCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** The stored form of a typed code, or null when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_PATTERN.test(code) ? code : null;
}
