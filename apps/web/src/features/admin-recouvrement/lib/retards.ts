// The late payers' list as the desk shows it: the API sends them all (the longest late first), the
// page filters and sorts them here, from the address's values, so a link or Back shows the same view.
import type { Recouvrement, Retard } from '@parcelles/shared/contracts/recouvrement';
import { DAY_MS } from '@parcelles/shared/domain';

export type Bucket = keyof Recouvrement['anciennete'];
export const BUCKETS = ['j1a30', 'j31a60', 'j61a90', 'plus90'] as const satisfies readonly Bucket[];

/** 'jamais': never reminded; 'sept': not reminded in the last 7 days (never included). */
export const RAPPEL_FILTERS = ['jamais', 'sept'] as const;
export type RappelFilter = (typeof RAPPEL_FILTERS)[number];

/** The sortable columns, as `tri` names them in the address. */
export const SORTS = ['acheteur', 'montant', 'jours', 'rappel'] as const;
export type RetardSort = (typeof SORTS)[number];

export interface RetardsFilters {
  q?: string;
  anciennete?: string;
  rappel?: string;
}

/** The ageing bucket of a number of days late, as the API counts them (ADR 043). */
export const bucketOf = (days: number): Bucket =>
  days <= 30 ? 'j1a30' : days <= 60 ? 'j31a60' : days <= 90 ? 'j61a90' : 'plus90';

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  values.includes(value as T);

/** Lower case, without accents: 'Grâce' is found by 'grace'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');
/** A search that is a phone number, or part of one, as people write it: '0991 112', '+243 99…'. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

function matches(retard: Retard, search: string): boolean {
  const { acheteur } = retard;
  const haystack = fold([acheteur.nom, acheteur.email, retard.reference, retard.numeroLot].join(' '));
  if (
    fold(search)
      .split(/\s+/)
      .every((word) => haystack.includes(word))
  )
    return true;
  // The national form's leading 0 stands for +243: '0991 112' finds '+243991112…'.
  const number = digits(search).replace(/^0+/, '');
  return PHONE_LIKE.test(search) && number.length >= 4 && digits(acheteur.telephone ?? '').includes(number);
}

/** The rows the filters keep; a filter with a value it does not know keeps everything. */
export function filterRetards(retards: readonly Retard[], filters: RetardsFilters, now: Date): Retard[] {
  const { q, anciennete, rappel } = filters;
  const weekAgo = now.getTime() - 7 * DAY_MS;
  return retards.filter((retard) => {
    if (q && !matches(retard, q)) return false;
    if (isOneOf(BUCKETS, anciennete) && bucketOf(retard.joursDeRetard) !== anciennete) return false;
    if (isOneOf(RAPPEL_FILTERS, rappel) && retard.dernierRappel) {
      if (rappel === 'jamais') return false;
      if (new Date(retard.dernierRappel.le).getTime() > weekAgo) return false;
    }
    return true;
  });
}

const collator = new Intl.Collator('fr', { sensitivity: 'base' });
const reminderTime = (retard: Retard) =>
  retard.dernierRappel ? new Date(retard.dernierRappel.le).getTime() : Number.NEGATIVE_INFINITY;

const COMPARE: Record<RetardSort, (a: Retard, b: Retard) => number> = {
  acheteur: (a, b) => collator.compare(a.acheteur.nom, b.acheteur.nom),
  montant: (a, b) => a.montantEnRetard - b.montantEnRetard,
  jours: (a, b) => a.joursDeRetard - b.joursDeRetard,
  // Never reminded counts as the oldest reminder.
  rappel: (a, b) => reminderTime(a) - reminderTime(b),
};

/** The rows in the asked order (ties: the longest late first), or the API's without a known one. */
export function sortRetards(
  retards: readonly Retard[],
  tri: string | undefined,
  ordre: 'asc' | 'desc' | undefined,
): Retard[] {
  if (!isOneOf(SORTS, tri)) return [...retards];
  const compare = COMPARE[tri];
  const sign = ordre === 'desc' ? -1 : 1;
  return [...retards].sort(
    (a, b) =>
      sign * compare(a, b) || b.joursDeRetard - a.joursDeRetard || collator.compare(a.reference, b.reference),
  );
}
