import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * The filters above a back office list: a form whose named fields become the query string on
 * submit (the route reads them back), and a button that clears them all. Its fields are
 * uncontrolled, showing the address's values: give the form a `key` of the query string so it
 * shows the new ones when the address changes (back, clear).
 */
export function FilterForm({
  label,
  children,
  applyLabel,
  clearLabel,
  onApply,
  onClear,
}: {
  label: string;
  children: ReactNode;
  applyLabel: string;
  clearLabel: string;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, key) => {
      if (typeof value === 'string' && value.trim() !== '') values[key] = value.trim();
    });
    onApply(values);
  }
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" size="md">
          {applyLabel}
        </Button>
        <Button variant="secondary" size="md" onClick={onClear}>
          {clearLabel}
        </Button>
      </div>
    </form>
  );
}

/** The query-string values of a list's filters: each name, its value or undefined. */
export function readFilters<K extends string>(params: URLSearchParams, names: readonly K[]) {
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined])) as Record<
    K,
    string | undefined
  >;
}
