// A staff search over several text columns, in SQL once (the repositories' filters compose it).
import { ilike, or, type Column, type SQL } from 'drizzle-orm';
import { containsPattern } from '../lib/sql-like';

/** Whether any of `columns` contains `text` (case ignored, LIKE's wildcards escaped). */
export const containsAny = (columns: Column[], text: string): SQL | undefined =>
  or(...columns.map((column) => ilike(column, containsPattern(text))));
