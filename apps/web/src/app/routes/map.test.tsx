import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Parcelle, ParcelleCard, ParcelleList } from '@parcelles/shared/contracts/parcelles';
import type * as SitePlan from '../../features/site-plan';
import { failingOnce, never, ok, stubApi, type ApiHandler } from '../../test/api';
import { renderApp } from '../../test/render-app';

// The site plan is W2's component with its own tests; here it only has to show which plots it got
// and where each one leads.
vi.mock('../../features/site-plan', async (importOriginal) => ({
  ...(await importOriginal<typeof SitePlan>()),
  SitePlanMap: ({ plots, detailsHref }: SitePlan.SitePlanMapProps) => (
    <ul aria-label="Plan du site">
      {plots.map((plot) => (
        <li key={plot.id}>
          <Link to={detailsHref(plot)}>{plot.numeroLot}</Link>
        </li>
      ))}
    </ul>
  ),
}));

function card(n: number, overrides: Partial<ParcelleCard> = {}): ParcelleCard {
  return {
    id: `p-${n}`,
    numeroLot: `LOT-00${n}`,
    statut: 'DISPONIBLE',
    categorie: 'MALAIKA_2A',
    position: { x: 1000 * n, y: 2000 * n },
    prix: 15_000 + n,
    surface: 450,
    adresse: `Avenue ${n}, Lubumbashi`,
    image: null,
    nombreImages: 0,
    descriptionCourte: 'Belle parcelle',
    ...overrides,
  };
}

function parcelle(n: number, overrides: Partial<Parcelle> = {}): Parcelle {
  return {
    id: `p-${n}`,
    numeroLot: `LOT-00${n}`,
    reference: null,
    surface: 450,
    prix: 15_000 + n,
    prixParM2: 33,
    statut: 'DISPONIBLE',
    categorie: 'MALAIKA_2A',
    adresse: `Avenue ${n}, Lubumbashi`,
    localisation: 'Quartier Malaika 2A',
    description: 'Belle parcelle',
    images: [],
    photos: [],
    position: { x: 1000 * n, y: 2000 * n },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const CARDS = [card(1), card(2), card(3, { statut: 'VENDUE' })];
const PAGE: ParcelleList = {
  parcelles: [parcelle(1), parcelle(2), parcelle(3, { statut: 'VENDUE' })],
  pagination: { page: 1, limit: 20, total: 3, pages: 1 },
};

/** Answers each endpoint of the screen; `overrides` replaces one answer by path, `more` adds some. */
function stubMap(
  overrides: {
    cards?: () => Response | Promise<Response>;
    search?: (url: URL) => Response | Promise<Response>;
  } = {},
  more: ApiHandler = () => undefined,
) {
  return stubApi(more, ({ method, url, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/parcelles/cards') return overrides.cards?.() ?? ok(CARDS);
    if (path === '/parcelles/search') return overrides.search?.(url) ?? ok(PAGE);
    if (path === '/plan') return ok({ image: '/media/demo/site-plan.svg', largeur: 80000, hauteur: 60000 });
    return undefined;
  });
}

/** The calls made to one endpoint, as query objects. */
function callsTo(fetchMock: ReturnType<typeof stubMap>, path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/v1${path}`)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** The value shown on a counter's tile: the first paragraph of the list item holding the label. */
function counter(label: string) {
  const tile = screen.getByText(label).closest('li');
  if (!tile) throw new Error(`no counter ${label}`);
  return tile.querySelector('p')!;
}

const search = (router: ReturnType<typeof renderApp>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

afterEach(() => {
  vi.useRealTimers();
});

describe('map page', () => {
  it('shows the header, the counters and the plots on the map', async () => {
    // The plot a click on the map opens, and the similar plots its page offers.
    stubMap({}, ({ path }) => {
      if (path === '/parcelles/p-2') return ok(parcelle(2));
      if (path === '/parcelles/p-2/similaires') return ok([]);
      return undefined;
    });
    const { router } = renderApp('/map');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explorez les parcelles de la Cité Malaika' }),
    ).toBeInTheDocument();
    const map = await screen.findByRole('list', { name: 'Plan du site' });
    expect(
      within(map)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['LOT-001', 'LOT-002', 'LOT-003']);

    expect(screen.getByText('3 parcelle(s) trouvée(s)')).toBeInTheDocument();
    expect(counter('Total parcelles')).toHaveTextContent(/^3$/);
    expect(counter('Disponibles')).toHaveTextContent(/^2$/);
    // Signed out: the user's reservation counters read 0 (spec §4).
    expect(counter('Réservées')).toHaveTextContent(/^0$/);
    expect(counter('Vendues')).toHaveTextContent(/^0$/);
    expect(screen.getByText(/utilisez la molette de la souris pour zoomer/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Carte' })).toBeChecked();

    await userEvent.click(within(map).getByRole('link', { name: 'LOT-002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcelle/p-2'));
  });

  it('says the map is loading until the plots arrive', async () => {
    stubMap({ cards: never, search: never });
    renderApp('/map');
    expect(await screen.findByText('Chargement de la carte...')).toBeInTheDocument();
    expect(screen.getByText('Recherche des parcelles...')).toBeInTheDocument();
  });

  it('reads the filters from the URL into the inputs and the request', async () => {
    const fetchMock = stubMap();
    renderApp(
      '/map?search=Golf&statut=DISPONIBLE&categorie=MALAIKA_3&minPrix=1000&maxSurface=800&numeroLot=LOT-12',
    );

    expect(await screen.findByRole('searchbox', { name: 'Rechercher' })).toHaveValue('Golf');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('DISPONIBLE');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('MALAIKA_3');
    expect(screen.getByRole('spinbutton', { name: 'Prix min ($)' })).toHaveValue(1000);
    expect(screen.getByRole('spinbutton', { name: 'Surface max (m²)' })).toHaveValue(800);
    expect(screen.getByRole('searchbox', { name: 'Numéro de lot' })).toHaveValue('LOT-12');
    expect(screen.getByRole('searchbox', { name: 'Numéro de lot' })).toHaveAttribute(
      'placeholder',
      'Ex. : LOT-123',
    );

    await screen.findByRole('list', { name: 'Plan du site' });
    expect(callsTo(fetchMock, '/parcelles/cards')).toEqual([
      {
        search: 'Golf',
        numeroLot: 'LOT-12',
        statut: 'DISPONIBLE',
        categorie: 'MALAIKA_3',
        minPrix: '1000',
        maxSurface: '800',
      },
    ]);
  });

  it('applies typing 500 ms after the last change, replacing the history entry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubMap();
    const { router } = renderApp('/map?vue=liste');
    const box = await screen.findByRole('searchbox', { name: 'Rechercher' });
    await screen.findByText('LOT-001');

    await user.type(box, 'Go');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await user.type(box, 'lf');
    await act(() => vi.advanceTimersByTimeAsync(400));
    // 800 ms since the first key, but only 400 since the last: nothing applied yet.
    expect(search(router)).toEqual({ vue: 'liste' });
    expect(box).toHaveValue('Golf');

    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(search(router)).toEqual({ vue: 'liste', search: 'Golf' });
    expect(router.state.historyAction).toBe('REPLACE');

    await screen.findByText('3 parcelle(s) trouvée(s)');
    // One request per settled value, never one per keystroke.
    expect(callsTo(fetchMock, '/parcelles/cards')).toEqual([{}, { search: 'Golf' }]);
    expect(callsTo(fetchMock, '/parcelles/search').at(-1)).toEqual({
      search: 'Golf',
      page: '1',
      limit: '20',
    });
  });

  it('drops emptied values from the URL and the request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubMap();
    const { router } = renderApp('/map?search=Golf&numeroLot=LOT-1');

    await user.clear(await screen.findByRole('searchbox', { name: 'Rechercher' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'RESERVEE');
    await act(() => vi.advanceTimersByTimeAsync(550));

    expect(search(router)).toEqual({ numeroLot: 'LOT-1', statut: 'RESERVEE' });
    await screen.findByRole('list', { name: 'Plan du site' });
    expect(callsTo(fetchMock, '/parcelles/cards').at(-1)).toEqual({ numeroLot: 'LOT-1', statut: 'RESERVEE' });
  });

  it('follows the URL when it changes from outside, as with Back', async () => {
    stubMap();
    const { router } = renderApp('/map?statut=VENDUE');
    const statut = await screen.findByRole('combobox', { name: 'Statut' });
    expect(statut).toHaveValue('VENDUE');

    await act(() => router.navigate('/map?statut=RESERVEE&search=Golf'));
    expect(statut).toHaveValue('RESERVEE');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('Golf');
  });

  it('takes numeric bounds, and flags a minimum above the maximum without sending it', async () => {
    const fetchMock = stubMap();
    renderApp('/map?minPrix=500&maxPrix=100&minSurface=200');

    const minPrix = await screen.findByRole('spinbutton', { name: 'Prix min ($)' });
    expect(minPrix).toHaveAttribute('type', 'number');
    expect(minPrix).toHaveAttribute('min', '0');
    expect(minPrix).toHaveAttribute('inputmode', 'decimal');
    expect(
      screen.getByText('Le prix maximum doit être supérieur ou égal au prix minimum'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Prix max ($)' })).toHaveAccessibleDescription(
      'Le prix maximum doit être supérieur ou égal au prix minimum',
    );

    await screen.findByRole('list', { name: 'Plan du site' });
    expect(callsTo(fetchMock, '/parcelles/cards')).toEqual([{ minSurface: '200' }]);
  });

  it('clears every filter at once, keeping the view', async () => {
    const fetchMock = stubMap();
    const { router } = renderApp('/map?search=Golf&statut=VENDUE&maxPrix=9000&vue=grille');

    await userEvent.click(await screen.findByRole('button', { name: 'Effacer tous les filtres' }));

    expect(search(router)).toEqual({ vue: 'grille' });
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Prix max ($)' })).toHaveValue(null);
    expect(await screen.findByRole('heading', { name: 'LOT-001' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/parcelles/search').at(-1)).toEqual({ page: '1', limit: '20' });
  });

  it('loads the list only when the visitor leaves the map', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubMap({
      search: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderApp('/map?statut=DISPONIBLE');

    await screen.findByRole('list', { name: 'Plan du site' });
    expect(callsTo(fetchMock, '/parcelles/search')).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Liste' }));
    expect(search(router)).toEqual({ statut: 'DISPONIBLE', vue: 'liste' });
    const loading = await screen.findByText('Chargement des parcelles...');
    // Spec §2: five placeholder rows while the list loads.
    expect(loading.parentElement?.querySelectorAll('li')).toHaveLength(5);
    expect(callsTo(fetchMock, '/parcelles/search')).toEqual([
      { statut: 'DISPONIBLE', page: '1', limit: '20' },
    ]);

    act(() => answer(ok(PAGE)));
    await screen.findByRole('heading', { name: 'LOT-001' });
    const rows = screen.getAllByRole('listitem');
    expect(screen.queryByText('Chargement des parcelles...')).not.toBeInTheDocument();
    const row = (lot: string) => within(rows.find((li) => li.textContent?.includes(lot)) as HTMLElement);
    expect(row('LOT-001').getByRole('link', { name: 'Voir détails de la parcelle LOT-001' })).toHaveAttribute(
      'href',
      '/parcelle/p-1',
    );
    expect(row('LOT-001').getByRole('link', { name: 'Réserver la parcelle LOT-001' })).toHaveAttribute(
      'href',
      '/reservation/p-1',
    );
    expect(row('LOT-001').getByText('Disponible')).toBeInTheDocument();
    // A sold plot cannot be reserved.
    expect(row('LOT-003').queryByRole('link', { name: /Réserver/ })).not.toBeInTheDocument();
    expect(row('LOT-003').getByText('Vendu')).toBeInTheDocument();
  });

  it('shows plot cards in the grid and pages through the results', async () => {
    const fetchMock = stubMap({
      search: (url) => {
        const page = Number(url.searchParams.get('page'));
        return ok({ parcelles: [parcelle(page * 10)], pagination: { page, limit: 20, total: 45, pages: 3 } });
      },
    });
    const { router } = renderApp('/map?vue=grille');

    expect(await screen.findByRole('heading', { name: 'LOT-0010' })).toBeInTheDocument();
    expect(screen.getByText('45 parcelle(s) trouvée(s)')).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Précédent/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(await screen.findByRole('heading', { name: 'LOT-0020' })).toBeInTheDocument();
    expect(search(router)).toEqual({ vue: 'grille', page: '2' });
    expect(callsTo(fetchMock, '/parcelles/search').at(-1)).toEqual({ page: '2', limit: '20' });
  });

  it('says when nothing matches and clears the filters from there', async () => {
    const fetchMock = stubMap({ cards: () => ok([]) });
    const { router } = renderApp('/map?categorie=MALAIKA_PRIME');

    const empty = (await screen.findByRole('heading', { name: 'Aucune parcelle trouvée' }))
      .parentElement as HTMLElement;
    expect(screen.getByText('0 parcelle(s) trouvée(s)')).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('button', { name: 'Effacer tous les filtres' }));

    expect(search(router)).toEqual({});
    expect(callsTo(fetchMock, '/parcelles/cards').at(-1)).toEqual({});
  });

  it('says quietly when the plots cannot load, and tries again', async () => {
    stubMap({ cards: failingOnce(() => ok(CARDS)) });
    renderApp('/map');

    expect(await screen.findByText('La carte est momentanément indisponible.')).toBeInTheDocument();
    expect(counter('Total parcelles')).toHaveTextContent(/^—$/);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Plan du site' })).toBeInTheDocument();
  });
});
