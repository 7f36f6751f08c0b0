import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@parcelles/shared/contracts/auth';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { testParcelle, testParcelleCard } from '../../../test/fixtures';
import { bodyOf, fail, firstPage, ok, stubSignedInApi } from '../../../test/api';
import { renderApp } from '../../../test/render-app';
import { storeTestSession, testUser } from '../../../test/session';

// jsdom has no canvas: the site plan's markers are not painted (positions still work).
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: Record<string, unknown>;
}
type Handler = (call: Call) => Response | undefined;

/** The API as staff see it: profile, notifications, the plan and the plots' positions; `handler` the rest. */
function fakeApi(user: User, handler: Handler = () => undefined) {
  const calls: Call[] = [];
  stubSignedInApi(user, ({ method, url, path, init }) => {
    const call: Call = { method, path, search: url.searchParams, body: init?.body ? bodyOf(init) : {} };
    calls.push(call);
    const answer = handler(call);
    if (answer) return answer;
    if (method !== 'GET') return undefined;
    if (call.path === '/plan') return ok({ image: '/media/demo/site-plan.svg', largeur: 800, hauteur: 600 });
    if (call.path === '/parcelles/cards')
      return ok([testParcelleCard({ id: 'c-1', numeroLot: 'LOT-101', position: { x: 10_000, y: 20_000 } })]);
    if (/^\/parcelles\/[^/]+\/historique$/.test(call.path)) return ok({ evenements: [] });
    return undefined;
  });
  return calls;
}

const agent = () => storeTestSession(testUser({ role: 'AGENT' }));
const lastList = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/parcelles').at(-1);

describe('/admin/parcelles, the list', () => {
  it('is in the navigation of an agent', async () => {
    fakeApi(agent(), (call) =>
      call.path === '/parcelles' ? ok({ parcelles: [], pagination: firstPage(0) }) : undefined,
    );
    renderApp('/admin/parcelles');
    const nav = await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Parcelles' })).toHaveAttribute('href', '/admin/parcelles');
  });

  it('shows the plots with their status, prices and cover, and a way to create one', async () => {
    const plot = testParcelle({ statut: 'RESERVEE' });
    fakeApi(agent(), (call) =>
      call.path === '/parcelles' ? ok({ parcelles: [plot], pagination: firstPage(1) }) : undefined,
    );
    renderApp('/admin/parcelles');
    const table = await screen.findByRole('table', { name: 'Catalogue des parcelles' });
    const row = (await within(table).findByRole('link', { name: 'Modifier la parcelle LOT-042' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Réservé')).toBeInTheDocument();
    expect(within(row).getByText('Malaika 2A')).toBeInTheDocument();
    expect(row).toHaveTextContent(/600\sm²/);
    expect(row).toHaveTextContent(/18\s000/);
    expect(row).toHaveTextContent(/30\s\$.*\/m²/);
    expect(
      within(row).getByRole('img', { name: 'Photo de couverture de la parcelle LOT-042' }),
    ).toHaveAttribute('src', '/media/a.webp');
    expect(within(row).getByText('3 photos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle parcelle' })).toHaveAttribute(
      'href',
      '/admin/parcelles/nouvelle',
    );
    expect(screen.getByRole('group', { name: 'Outils du catalogue' })).toBeInTheDocument();
  });

  it('asks the server for the filters, the sort and the page, kept in the address', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(agent(), (call) =>
      call.path === '/parcelles'
        ? ok({ parcelles: [testParcelle()], pagination: { page: 1, limit: 20, total: 45, pages: 3 } })
        : undefined,
    );
    const { router } = renderApp('/admin/parcelles');
    await screen.findByRole('link', { name: 'Modifier la parcelle LOT-042' });
    expect(lastList(calls)?.search.get('limit')).toBe('20');

    const filters = screen.getByRole('search', { name: 'Filtres' });
    await user.type(within(filters).getByLabelText('Recherche (lot, adresse, description)'), 'Sakania');
    await user.selectOptions(within(filters).getByLabelText('Statut'), 'SUSPENDUE');
    await user.selectOptions(within(filters).getByLabelText('Catégorie'), 'MALAIKA_3');
    await user.type(within(filters).getByLabelText('Numéro de lot'), 'LOT-04');
    await user.type(within(filters).getByLabelText('Prix minimum ($)'), '10000');
    await user.type(within(filters).getByLabelText('Prix maximum ($)'), '25000');
    await user.type(within(filters).getByLabelText('Surface minimum (m²)'), '300');
    await user.type(within(filters).getByLabelText('Surface maximum (m²)'), '900');
    await user.click(within(filters).getByRole('button', { name: 'Appliquer' }));

    await waitFor(() => expect(lastList(calls)?.search.get('statut')).toBe('SUSPENDUE'));
    expect(Object.fromEntries(lastList(calls)!.search)).toMatchObject({
      search: 'Sakania',
      statut: 'SUSPENDUE',
      categorie: 'MALAIKA_3',
      numeroLot: 'LOT-04',
      minPrix: '10000',
      maxPrix: '25000',
      minSurface: '300',
      maxSurface: '900',
    });
    expect(router.state.location.search).toContain('categorie=MALAIKA_3');

    await user.click(screen.getByRole('button', { name: 'Prix' }));
    await waitFor(() => expect(lastList(calls)?.search.get('sort')).toBe('prix'));
    expect(lastList(calls)?.search.get('ordre')).toBe('asc');
    expect(lastList(calls)?.search.get('statut')).toBe('SUSPENDUE');

    await user.click(screen.getByRole('button', { name: 'Lot' }));
    await waitFor(() => expect(lastList(calls)?.search.get('sort')).toBe('numeroLot'));

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(lastList(calls)?.search.get('page')).toBe('2'));
    expect(lastList(calls)?.search.get('sort')).toBe('numeroLot');
  });
});

describe('/admin/parcelles/nouvelle', () => {
  it("shows the spec's messages and sends nothing while the form is invalid", async () => {
    const user = userEvent.setup();
    const calls = fakeApi(agent());
    renderApp('/admin/parcelles/nouvelle');
    await user.click(await screen.findByRole('button', { name: 'Créer la parcelle' }));
    expect(await screen.findByText('Le numéro de lot est requis')).toBeInTheDocument();
    expect(screen.getByText('La surface doit être positive')).toBeInTheDocument();
    expect(screen.getByText('Le prix doit être positif')).toBeInTheDocument();
    expect(screen.getByText('La position est requise (coordonnées x, y)')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de lot')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers only the statuses set by hand', async () => {
    fakeApi(agent());
    renderApp('/admin/parcelles/nouvelle');
    const select = await screen.findByLabelText('Statut');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Disponible', 'Suspendu']);
  });

  it('takes the position from a click on the plan, and a duplicate lot number lands on its field', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(agent(), (call) =>
      call.method === 'POST' && call.path === '/parcelles'
        ? fail(409, 'Ce numéro de lot existe déjà', 'CONFLICT', {
            numeroLot: 'Le numéro de lot LOT-101 est déjà utilisé',
          })
        : undefined,
    );
    renderApp('/admin/parcelles/nouvelle');
    await user.type(await screen.findByLabelText('Numéro de lot'), 'LOT-101');
    await user.type(screen.getByLabelText('Surface (m²)'), '450');
    await user.type(screen.getByLabelText('Prix ($)'), '18000');

    const plan = await screen.findByRole('group', { name: 'Plan du site : position de la parcelle' });
    // jsdom lays nothing out: the plan is 800 × 600 px, one px per 100 grid units.
    fireEvent.pointerDown(plan, {
      clientX: 100,
      clientY: 200,
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
    });
    fireEvent.pointerUp(plan, { clientX: 100, clientY: 200, pointerId: 1, pointerType: 'mouse', button: 0 });
    expect(screen.getByLabelText('Coordonnée x')).toHaveValue('10000');
    expect(screen.getByLabelText('Coordonnée y')).toHaveValue('20000');
    // LOT-101 sits exactly there.
    expect(screen.getByText('Cette position est déjà occupée par la parcelle LOT-101.')).toBeInTheDocument();

    // Typed coordinates move the marker too.
    await user.clear(screen.getByLabelText('Coordonnée x'));
    await user.type(screen.getByLabelText('Coordonnée x'), '52000');
    expect(screen.getByText(/^Position : x 52\s000, y 20\s000$/)).toBeInTheDocument();
    expect(screen.queryByText(/déjà occupée/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer la parcelle' }));
    const lot = screen.getByLabelText('Numéro de lot');
    await waitFor(() => expect(lot).toHaveAttribute('aria-invalid', 'true'));
    expect(lot).toHaveAccessibleDescription('Le numéro de lot LOT-101 est déjà utilisé');
    expect(screen.queryByRole('alert', { name: /refusée/ })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      numeroLot: 'LOT-101',
      surface: 450,
      prix: 18_000,
      position: { x: 52_000, y: 20_000 },
      statut: 'DISPONIBLE',
    });
  });

  it('creates the plot, says so and opens its page', async () => {
    const user = userEvent.setup();
    const created = testParcelle({ id: 'p-new', numeroLot: 'LOT-500', images: [] });
    fakeApi(agent(), (call) => {
      if (call.method === 'POST' && call.path === '/parcelles') return ok(created, undefined, 201);
      if (call.path === '/parcelles/p-new') return ok(created);
      return undefined;
    });
    const { router } = renderApp('/admin/parcelles/nouvelle');
    await user.type(await screen.findByLabelText('Numéro de lot'), 'LOT-500');
    await user.type(screen.getByLabelText('Surface (m²)'), '600');
    await user.type(screen.getByLabelText('Prix ($)'), '18000');
    await user.type(screen.getByLabelText('Coordonnée x'), '40000');
    await user.type(screen.getByLabelText('Coordonnée y'), '30000');
    await user.click(screen.getByRole('button', { name: 'Créer la parcelle' }));
    expect(await screen.findByText('Parcelle LOT-500 créée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/parcelles/p-new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcelle LOT-500' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Photos' })).toBeInTheDocument();
  });
});

describe('/admin/parcelles/:id', () => {
  function edit(plot: Parcelle, handler: Handler = () => undefined) {
    return fakeApi(
      agent(),
      (call) => handler(call) ?? (call.path === `/parcelles/${plot.id}` ? ok(plot) : undefined),
    );
  }

  it('locks the status and the price of a reserved plot, and says why', async () => {
    const user = userEvent.setup();
    const plot = testParcelle({ statut: 'RESERVEE' });
    const calls = edit(plot, (call) =>
      call.method === 'PATCH'
        ? ok({ ...plot, surface: 650, updatedAt: '2026-02-01T00:00:00.000Z' })
        : undefined,
    );
    renderApp('/admin/parcelles/p-42');
    const status = await screen.findByLabelText('Statut');
    expect(status).toBeDisabled();
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Réservé']);
    expect(status).toHaveAccessibleDescription(
      /Cette parcelle est réservée : son statut suit la réservation/,
    );
    const price = screen.getByLabelText('Prix ($)');
    expect(price).toBeDisabled();
    expect(price).toHaveAccessibleDescription(
      'Le prix ne peut pas être modifié tant qu’une réservation est en cours.',
    );

    await screen.findByRole('button', { name: 'Repère de la parcelle LOT-042' });
    const cardLoads = () => calls.filter((c) => c.path === '/parcelles/cards').length;
    const loadedBefore = cardLoads();

    await user.clear(screen.getByLabelText('Surface (m²)'));
    await user.type(screen.getByLabelText('Surface (m²)'), '650');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Parcelle LOT-042 enregistrée')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ surface: 650 });
    // The public map's plots (the same cache as /map) are fetched again: the change shows there at once.
    await waitFor(() => expect(cardLoads()).toBeGreaterThan(loadedBefore));
  });

  it('offers Disponible and Suspendu, sends only the change, and shows a refusal with its reason', async () => {
    const user = userEvent.setup();
    const plot = testParcelle({ statut: 'DISPONIBLE' });
    const calls = edit(plot, (call) =>
      call.method === 'PATCH'
        ? fail(
            409,
            'Une réservation vient d’être faite sur cette parcelle : elle ne peut pas être suspendue.',
            'CONFLICT',
          )
        : undefined,
    );
    renderApp('/admin/parcelles/p-42');
    const status = await screen.findByLabelText('Statut');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Disponible', 'Suspendu']);
    await user.selectOptions(status, 'SUSPENDUE');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Modification refusée');
    expect(alert).toHaveTextContent(
      'Une réservation vient d’être faite sur cette parcelle : elle ne peut pas être suspendue.',
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ statut: 'SUSPENDUE' });
  });

  it('asks before deleting, and shows why the server refuses', async () => {
    const user = userEvent.setup();
    const plot = testParcelle({ statut: 'VENDUE' });
    const calls = edit(plot, (call) =>
      call.method === 'DELETE'
        ? fail(409, 'Cette parcelle a des réservations : elle ne peut pas être supprimée.', 'CONFLICT')
        : undefined,
    );
    renderApp('/admin/parcelles/p-42');
    await user.click(await screen.findByRole('button', { name: 'Supprimer la parcelle' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la parcelle LOT-042 ?' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Suppression refusée');
    expect(alert).toHaveTextContent('Cette parcelle a des réservations : elle ne peut pas être supprimée.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/parcelles/p-42']);
  });

  it('deletes a plot and goes back to the list', async () => {
    const user = userEvent.setup();
    const plot = testParcelle();
    edit(plot, (call) => {
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      if (call.path === '/parcelles') return ok({ parcelles: [], pagination: firstPage(0) });
      return undefined;
    });
    const { router } = renderApp('/admin/parcelles/p-42');
    await user.click(await screen.findByRole('button', { name: 'Supprimer la parcelle' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Parcelle LOT-042 supprimée')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/parcelles'));
  });

  it('shows the history with French field names, before and after', async () => {
    const plot = testParcelle();
    edit(plot, (call) =>
      call.path === '/parcelles/p-42/historique'
        ? ok({
            evenements: [
              {
                id: 1,
                date: '2026-01-10T10:00:00.000Z',
                action: 'PARCELLE_CREEE',
                libelle: 'Parcelle créée',
                entite: 'parcelle',
                entiteId: 'p-42',
                acteur: { id: 'a-1', nom: 'Aline Agent', role: 'AGENT' },
                avant: null,
                apres: { numeroLot: 'LOT-042', statut: 'DISPONIBLE' },
                details: null,
              },
              {
                id: 2,
                date: '2026-01-12T10:00:00.000Z',
                action: 'PARCELLE_MODIFIEE',
                libelle: 'Parcelle modifiée',
                entite: 'parcelle',
                entiteId: 'p-42',
                acteur: { id: 'a-1', nom: 'Aline Agent', role: 'AGENT' },
                avant: { prix: 16_000, statut: 'DISPONIBLE', position: { x: 100, y: 200 } },
                apres: { prix: 18_000, statut: 'SUSPENDUE', position: { x: 40_000, y: 30_000 } },
                details: null,
              },
            ],
          })
        : undefined,
    );
    renderApp('/admin/parcelles/p-42');
    const history = await screen.findByRole('table', { name: 'Historique de la parcelle' });
    await within(history).findByText('Parcelle modifiée');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Statut : Disponible');
    expect(rows[1]).toHaveTextContent(/Prix : 16\s000\s\$.* → 18\s000\s\$/);
    expect(rows[1]).toHaveTextContent('Statut : Disponible → Suspendu');
    expect(rows[1]).toHaveTextContent(/Position : x 100, y 200 → x 40\s000, y 30\s000/);
  });
});

describe('/admin/parcelles on a 360 px phone', () => {
  const phone = () =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  /** Fixed widths that would push a 360 px page sideways (the plan's own layer is clipped by its frame). */
  const tooWide = (root: HTMLElement) =>
    [...root.querySelectorAll<HTMLElement>('[class]')].filter(
      (element) =>
        /(^|\s)(min-)?w-\[(\d{3,})px\]/.test(element.className) &&
        !element.closest('[aria-roledescription="sélecteur de position"]'),
    );

  it('lists the plots as cards, and the form has nothing wider than the screen', async () => {
    phone();
    const plot = testParcelle();
    fakeApi(agent(), (call) =>
      call.path === '/parcelles' ? ok({ parcelles: [plot], pagination: firstPage(1) }) : undefined,
    );
    const { container, router } = renderApp('/admin/parcelles');
    const cards = await screen.findByRole('list', { name: 'Catalogue des parcelles' });
    expect(
      await within(cards).findByRole('link', { name: 'Modifier la parcelle LOT-042' }),
    ).toBeInTheDocument();
    expect(tooWide(container)).toEqual([]);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Nouvelle parcelle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/parcelles/nouvelle'));
    await screen.findByRole('group', { name: 'Plan du site : position de la parcelle' });
    expect(tooWide(container)).toEqual([]);
  });
});
