import { Button } from '../ui/button';
import type { DataTablePagination, DataTableTexts } from './data-table-types';

/** The total, the page and its two neighbours; the page asked for is reported, not kept here. */
export function DataTablePager({
  pagination: { page, pages, total },
  onPageChange,
  texts,
  disabled,
}: {
  pagination: DataTablePagination;
  onPageChange?: (page: number) => void;
  texts: DataTableTexts;
  disabled: boolean;
}) {
  return (
    <nav aria-label={texts.pagination} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-700">
        {texts.total(total)} · {texts.pageOf(page, pages)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange?.(page - 1)}
        >
          {texts.previous}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || page >= pages}
          onClick={() => onPageChange?.(page + 1)}
        >
          {texts.next}
        </Button>
      </div>
    </nav>
  );
}
