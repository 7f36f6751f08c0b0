// The shapes the back office's table (data-table.tsx) and its parts share.

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTablePagination {
  page: number;
  pages: number;
  total: number;
}

export interface DataTableTexts {
  loading: string;
  empty: string;
  sortBy: (label: string) => string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  total: (total: number) => string;
  pagination: string;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** The column's name, in the header and beside the value on a phone card. */
    label: string;
    /** On a phone card, the row's title (first, without a label). */
    cardTitle?: boolean;
  }
}
