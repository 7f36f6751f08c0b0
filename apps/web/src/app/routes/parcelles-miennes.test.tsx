import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import { AppProvider } from '../provider';
import { testParcelle } from '../../test/fixtures';
import { ok, stubApi, stubSignedInApi } from '../../test/api';
import { renderApp } from '../../test/render-app';
import { storeTestSession, testUser } from '../../test/session';
import { ParcellesMiennesRoute } from './parcelles-miennes';

afterEach(() => act(() => toast.remove()));

function renderMyPlots(answer: () => Response) {
  const fetchMock = stubApi(({ method, path }) =>
    method === 'GET' && path === '/parcelles/utilisateur/parcelles' ? answer() : undefined,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/parcelles-miennes', Component: ParcellesMiennesRoute },
      { path: '/map', element: <h1>Carte</h1> },
    ],
    { initialEntries: ['/parcelles-miennes'] },
  );
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { fetchMock, router };
}

describe('Mes parcelles acquises', () => {
  it('shows the totals and a card per plot owned', async () => {
    renderMyPlots(() =>
      Response.json({
        success: true,
        data: [
          testParcelle({
            id: 'p-1',
            numeroLot: 'LOT-001',
            statut: 'VENDUE',
            surface: 600,
            prix: 18_000.5,
          }),
          testParcelle({
            id: 'p-2',
            numeroLot: 'LOT-002',
            statut: 'VENDUE',
            surface: 450.5,
            prix: 12_500,
          }),
          testParcelle({
            id: 'p-3',
            numeroLot: 'LOT-003',
            statut: 'VENDUE',
            categorie: 'MALAIKA_PRIME',
            surface: 1000,
            prix: 40_000,
          }),
        ],
      }),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Mes parcelles acquises' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chargement de vos parcelles…' })).toBeInTheDocument();

    const stats = await screen.findByLabelText('Résumé de vos parcelles');
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Parcelles')).toBe('3');
    expect(value('Surface totale')).toBe(formatSurface(2050.5));
    expect(value('Valeur totale')).toBe(formatMoney(70_500.5));
    expect(value('Catégories')).toBe('2');

    const cards = within(screen.getByRole('region', { name: 'Vos parcelles' })).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading', { name: 'LOT-001' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Vendu')).toBeInTheDocument();
    // Owned plots are not for sale: no 'Réserver'.
    expect(within(cards[0]!).queryByRole('link', { name: 'Réserver' })).not.toBeInTheDocument();
  });

  it('says when no plot is owned yet and leads to the map', async () => {
    renderMyPlots(() => Response.json({ success: true, data: [] }));

    expect(await screen.findByRole('heading', { name: 'Aucune parcelle acquise' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Résumé de vos parcelles')).not.toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Explorer les parcelles' }).click());
    expect(await screen.findByRole('heading', { name: 'Carte' })).toBeInTheDocument();
  });

  it("tells a load failure in the spec's toast and offers to try again", async () => {
    let attempt = 0;
    const { fetchMock } = renderMyPlots(() => {
      attempt += 1;
      return attempt === 1
        ? Response.json(
            { success: false, message: 'Erreur serveur.', code: 'INTERNAL_ERROR' },
            { status: 500 },
          )
        : Response.json({ success: true, data: [] });
    });

    // The toast, and the same words in place of the plots.
    await waitFor(() => expect(screen.getAllByText('Impossible de charger vos parcelles.')).toHaveLength(2));
    act(() => screen.getByRole('button', { name: 'Réessayer' }).click());
    expect(await screen.findByRole('heading', { name: 'Aucune parcelle acquise' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is the signed-in page of /parcelles-miennes in the app', async () => {
    storeTestSession();
    stubSignedInApi(testUser(), ({ path }) =>
      path === '/parcelles/utilisateur/parcelles' ? ok([]) : undefined,
    );
    renderApp('/parcelles-miennes');

    expect(await screen.findByRole('heading', { name: 'Aucune parcelle acquise' })).toBeInTheDocument();
    expect(document.title).toBe('Mes parcelles acquises — Parcelles');
  });
});
