// LIKE/ILIKE patterns from what a person typed: `%` and `_` match themselves, not any text.

/** `text` with LIKE's wildcards and escape character escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern that finds `text` anywhere: `%text%`, wildcards escaped. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
