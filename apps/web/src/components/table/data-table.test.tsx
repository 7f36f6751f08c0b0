import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableSort } from './data-table';

interface Lot {
  id: string;
  numero: string;
  prix: number;
}
const column = createColumnHelper<Lot>();
const columns = [
  column.accessor('numero', { meta: { label: 'Lot', cardTitle: true }, enableSorting: false }),
  column.accessor('prix', { meta: { label: 'Prix' }, cell: ({ getValue }) => `${getValue()} $` }),
];
const texts = {
  loading: 'Chargement…',
  empty: 'Aucun résultat.',
  sortBy: (label: string) => `Trier par ${label}`,
  previous: 'Page précédente',
  next: 'Page suivante',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  total: (total: number) => `${total} résultats`,
  pagination: 'Pagination',
};
const LOTS: Lot[] = [
  { id: 'a', numero: 'LOT-001', prix: 9000 },
  { id: 'b', numero: 'LOT-002', prix: 12000 },
];

/** A list whose "server" sorts and pages as the table asks (sort and page in state). */
function ServerList({ onAsk }: { onAsk: (ask: { sort: DataTableSort | null; page: number }) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  const data = sort ? [...LOTS].sort((x, y) => (sort.desc ? y.prix - x.prix : x.prix - y.prix)) : LOTS;
  return (
    <DataTable
      caption="Les lots"
      columns={columns}
      data={data}
      getRowId={(lot) => lot.id}
      empty={texts.empty}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onAsk({ sort: next, page });
      }}
      pagination={{ page, pages: 3, total: 45 }}
      onPageChange={(next) => {
        setPage(next);
        onAsk({ sort, page: next });
      }}
      texts={texts}
    />
  );
}

const phone = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('sorts by a header, from the keyboard too, and says so with aria-sort', async () => {
    const onAsk = vi.fn();
    render(<ServerList onAsk={onAsk} />);
    const header = screen.getByRole('columnheader', { name: /Prix/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // Only sortable columns get a button.
    expect(within(screen.getByRole('columnheader', { name: 'Lot' })).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(onAsk).toHaveBeenLastCalledWith({ sort: { id: 'prix', desc: false }, page: 1 });
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.keyboard(' ');
    expect(onAsk).toHaveBeenLastCalledWith({ sort: { id: 'prix', desc: true }, page: 1 });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('LOT-002')).toBeInTheDocument();
  });

  it('pages through the server’s list', async () => {
    const onAsk = vi.fn();
    render(<ServerList onAsk={onAsk} />);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('45 résultats · Page 1 sur 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(onAsk).toHaveBeenLastCalledWith({ sort: null, page: 2 });
    expect(within(pager).getByText('45 résultats · Page 2 sur 3')).toBeInTheDocument();
  });

  it('says when there is nothing, and when it is loading', () => {
    const props = {
      caption: 'Les lots',
      columns,
      getRowId: (lot: Lot) => lot.id,
      empty: 'Aucun lot.',
      texts,
    };
    const { rerender } = render(<DataTable {...props} data={[]} />);
    expect(screen.getByText('Aucun lot.')).toBeInTheDocument();
    rerender(<DataTable {...props} data={undefined} loading />);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByText('Aucun lot.')).not.toBeInTheDocument();
  });

  it('shows each row as a card of label/value pairs on a phone', () => {
    phone(true);
    render(<ServerList onAsk={() => {}} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Les lots' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('LOT-002')).toBeInTheDocument();
    const term = within(cards[1]!).getByRole('term');
    expect(term).toHaveTextContent('Prix');
    expect(within(cards[1]!).getByRole('definition')).toHaveTextContent('12000 $');
  });
});

describe('DataTable rows that open (issue 23)', () => {
  function setup() {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <DataTable
              caption="Les lots"
              columns={columns}
              data={LOTS}
              getRowId={(lot) => lot.id}
              empty={texts.empty}
              texts={texts}
              rowHref={(lot) => `/lots/${lot.id}`}
            />
          ),
        },
        { path: '/lots/:id', element: <p>Fiche du lot</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('opens a row on a click anywhere in it', async () => {
    const router = setup();
    await userEvent.setup().click(screen.getByText('12000 $'));
    expect(router.state.location.pathname).toBe('/lots/b');
  });

  it('opens a row from the keyboard: Tab to the first, the arrows to the next, Enter', async () => {
    const router = setup();
    const user = userEvent.setup();
    await user.tab();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/lots/b');
  });
});
