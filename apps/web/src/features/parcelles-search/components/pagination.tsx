import { ChevronLeft, ChevronRight } from 'lucide-react';
import { fr } from '../../../i18n/fr';

const t = fr.map.pagination;

const BUTTON =
  'inline-flex min-h-11 items-center gap-1 rounded-lg border border-stone-300 bg-white px-3 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white';

/** Previous / next through the pages of results; hidden when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.label} className="flex items-center justify-between gap-3 pt-2">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t.previous}
      </button>
      <p className="text-sm text-stone-700 tabular-nums">{t.status(page, pages)}</p>
      <button type="button" className={BUTTON} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
