import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { useListParams, type ListParamsOptions } from './use-list-params';

function renderAt(search: string, options?: ListParamsOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/liste${search}`]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ list: useListParams(['statut', 'lot'], options), search: useLocation().search }),
    { wrapper },
  );
  return result;
}

describe('useListParams', () => {
  it('reads the filters, page and sort of the query string', () => {
    const result = renderAt('?statut=active&page=3&tri=lot&ordre=desc&autre=x');
    expect(result.current.list.filters).toEqual({ statut: 'active', lot: undefined });
    expect(result.current.list.page).toBe(3);
    expect(result.current.list).toMatchObject({ tri: 'lot', ordre: 'desc', sort: { id: 'lot', desc: true } });
  });

  it('reads page 1, no sort and no order when the query string has none (or nonsense)', () => {
    const result = renderAt('?page=abc&ordre=desc');
    expect(result.current.list).toMatchObject({ page: 1, tri: undefined, ordre: undefined, sort: null });
  });

  it('sorts from the first page, and removes the sort', () => {
    const result = renderAt('?statut=active&page=2');
    act(() => result.current.list.onSortChange?.({ id: 'lot', desc: false }));
    expect(result.current.search).toBe('?statut=active&tri=lot&ordre=asc');
    act(() => result.current.list.onSortChange?.(null));
    expect(result.current.search).toBe('?statut=active');
  });

  it('changes page, keeping the rest', () => {
    const result = renderAt('?statut=active&tri=lot&ordre=desc');
    act(() => result.current.list.onPageChange(4));
    expect(result.current.search).toBe('?statut=active&tri=lot&ordre=desc&page=4');
  });

  it('applies filters from the first page keeping the sort, and clears them all', () => {
    const result = renderAt('?statut=active&page=2&tri=lot&ordre=desc');
    act(() => result.current.list.filterForm.onApply({ lot: 'A1' }));
    expect(result.current.search).toBe('?lot=A1&tri=lot&ordre=desc');
    act(() => result.current.list.filterForm.onClear());
    expect(result.current.search).toBe('');
  });

  it('keeps the fixed values, and ignores a sort, when the list does not sort', () => {
    const result = renderAt('?vue=tous&tri=lot&statut=active', { sortable: false, fixed: { vue: 'tous' } });
    expect(result.current.list.sort).toBeNull();
    expect(result.current.list.onSortChange).toBeUndefined();
    act(() => result.current.list.filterForm.onApply({ lot: 'A1' }));
    expect(result.current.search).toBe('?vue=tous&lot=A1');
    act(() => result.current.list.filterForm.onClear());
    expect(result.current.search).toBe('?vue=tous');
  });
});
