// The reservation number people quote at the cash desk or on the phone (DESIGN.md §4): short, easy
// to read aloud and to type (no 0/O or 1/I to confuse), and drawn from a strong random source, so
// knowing one reference tells nothing about the next.
import { randomBytes } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 6;

/** E.g. RES-7K4P2Q: 32^6, about a billion, references; the database's unique index settles ties. */
export function newReservationReference(): string {
  // 256 is a multiple of the alphabet's 32 letters, so each byte maps to a letter without bias.
  const bytes = randomBytes(LENGTH);
  return `RES-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
