// The name of a file a user sent, made safe to store and show (proofs, plot photos).

/** At most this many characters, the extension kept. */
export const MAX_NAME_LENGTH = 150;

// Control characters (C0, DEL, C1), zero-width and bidirectional overrides: a name such as
// "facture\u202Egpj.exe" must not display as something it is not.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

/**
 * A safe display name: no directory part (`../`, `C:\`), no control or invisible character, no
 * leading dot, whitespace collapsed, at most 150 characters with the extension kept.
 */
export function cleanFileName(raw: string | undefined, fallback = 'preuve'): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned || fallback;
  const ext = /\.[\p{L}\p{N}]{1,10}$/u.exec(cleaned)?.[0] ?? '';
  return (
    chars
      .slice(0, MAX_NAME_LENGTH - ext.length)
      .join('')
      .trimEnd() + ext
  );
}
