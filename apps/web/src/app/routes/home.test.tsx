import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ParcelleList, ParcelleStats } from '@parcelles/shared/contracts/parcelles';
import { STORAGE_KEYS } from '@parcelles/shared/domain';
import { testParcelle } from '../../test/fixtures';
import { failingOnce, never, ok, stubApi } from '../../test/api';
import { renderApp } from '../../test/render-app';

function statsFixture(overrides: Partial<ParcelleStats> = {}): ParcelleStats {
  return {
    total: 1250,
    parStatut: { DISPONIBLE: 842, RESERVEE: 120, VENDUE: 280, SUSPENDUE: 8 },
    parCategorie: { MALAIKA_2A: 400, MALAIKA_2B: 350, MALAIKA_3: 300, MALAIKA_PRIME: 200 },
    surfaceTotale: 690_000,
    prixMin: 15000,
    prixMax: 180000,
    prixMoyen: 42_000,
    surfaceMin: 300,
    surfaceMax: 1200,
    ...overrides,
  };
}

function listOf(parcelles: ParcelleList['parcelles']): ParcelleList {
  return { parcelles, pagination: { page: 1, limit: 6, total: parcelles.length, pages: 1 } };
}

/** Answers the two calls of the home page: the statistics and the featured plots. */
function stubHome({
  stats = () => ok(statsFixture()),
  featured = () => ok(listOf([])),
}: { stats?: () => Response | Promise<Response>; featured?: () => Response | Promise<Response> } = {}) {
  return stubApi(({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/parcelles/stats') return stats();
    if (path === '/parcelles') return featured();
    return undefined;
  });
}

/** The value shown for a figure: each figure is a <dt> label with its <dd> value in one group. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const group = term.parentElement;
  if (!group) throw new Error(`no group around ${label}`);
  return within(group).getByRole('definition');
}

function featuredSection() {
  const heading = screen.getByRole('heading', { name: 'Parcelles disponibles à la une' });
  const section = heading.closest('section');
  if (!section) throw new Error('no featured section');
  return section;
}

describe('home page', () => {
  it('presents the city and leads to the plots and to sign-up', async () => {
    stubHome();
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /Investissez dans la Cité Malaika/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Investissement sécurisé')[0]).toBeVisible();
    const hero = screen.getByRole('region', { name: 'À la une' });
    // Every way to pay, mobile money included (issue 23).
    expect(hero).toHaveTextContent(/par virement bancaire, en espèces ou par mobile money/);
    expect(within(hero).getByRole('link', { name: 'Explorer les parcelles' })).toHaveAttribute(
      'href',
      '/map',
    );
    expect(within(hero).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('Parcelles — Investir dans la Cité Malaika, Lubumbashi');
  });

  it("hides 'Créer un compte' from someone stored as a user", async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ nom: 'Awa', role: 'ACHETEUR' }));
    stubHome();
    renderApp('/');

    const hero = await screen.findByRole('region', { name: 'À la une' });
    expect(within(hero).getByRole('link', { name: 'Explorer les parcelles' })).toBeInTheDocument();
    expect(within(hero).queryByRole('link', { name: 'Créer un compte' })).not.toBeInTheDocument();
  });

  it('has the statistics band, benefits, journey, testimonials and closing call to action', async () => {
    stubHome();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    for (const [value, label] of [
      ['500+', 'Parcelles vendues'],
      ['98%', 'Clients satisfaits'],
      ['24h', 'Support client'],
      ['5+', "Années d'expérience"],
    ] as const) {
      expect(figure(label)).toHaveTextContent(value);
    }
    for (const title of ['Sécurité garantie', 'Processus rapide', 'Accompagnement client']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const journey = screen
      .getByRole('heading', { name: 'Votre parcelle en quatre étapes' })
      .closest('section');
    expect(
      within(journey!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Explorer', 'Réserver', 'Payer', 'Posséder']);
    expect(screen.getAllByRole('blockquote')).toHaveLength(3);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Plus de 500 clients satisfaits depuis 2023' }),
    ).toBeInTheDocument();
  });

  it('keeps one FAQ answer open at a time', async () => {
    stubHome();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const first = screen.getByRole('button', { name: 'Comment réserver une parcelle ?' });
    const second = screen.getByRole('button', { name: 'Quels documents vais-je recevoir ?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Quels documents vais-je recevoir ?' })).toBeVisible();
    // Hidden answers are out of the accessibility tree.
    expect(screen.queryByRole('region', { name: 'Comment réserver une parcelle ?' })).not.toBeInTheDocument();

    // Closing the open one leaves none open.
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('region', { name: 'Quels documents vais-je recevoir ?' }),
    ).not.toBeInTheDocument();
  });

  describe('featured plots', () => {
    it('asks for the 6 newest available plots and shows 6 skeleton cards meanwhile', async () => {
      const fetchMock = stubHome({ featured: never });
      renderApp('/');
      await screen.findByRole('heading', { level: 1 });

      const section = featuredSection();
      expect(section).toHaveAttribute('aria-busy', 'true');
      expect(within(section).getByText('Chargement des parcelles…')).toBeInTheDocument();
      expect(within(section).getAllByTestId('plot-card-skeleton')).toHaveLength(6);

      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls).toContain('/api/v1/parcelles?statut=DISPONIBLE&limit=6&sort=newest');
    });

    it('shows a card per plot, and lends their first photos to the hero', async () => {
      stubHome({
        featured: () =>
          ok(
            listOf([
              testParcelle({
                id: 'a',
                numeroLot: 'LOT-001',
                images: ['/media/one.webp', '/media/x.webp'],
              }),
              testParcelle({ id: 'b', numeroLot: 'LOT-002', images: ['/media/two.webp'] }),
            ]),
          ),
      });
      renderApp('/');

      expect(await screen.findByRole('heading', { level: 3, name: 'LOT-001' })).toBeInTheDocument();
      const section = featuredSection();
      expect(within(section).getAllByRole('article')).toHaveLength(2);
      expect(within(section).queryByTestId('plot-card-skeleton')).not.toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Voir toutes les parcelles' })).toHaveAttribute(
        'href',
        '/map',
      );

      const hero = screen.getByRole('region', { name: 'À la une' });
      // The decorative photos have an empty alt, hence no img role.
      await waitFor(() =>
        expect([...hero.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toContain(
          '/media/one.webp',
        ),
      );
    });

    it("says so when no plot is available, with 'Nous contacter'", async () => {
      stubHome();
      renderApp('/');

      expect(await screen.findByText('Aucune parcelle disponible pour le moment.')).toBeInTheDocument();
      const section = featuredSection();
      expect(section).toHaveAttribute('aria-busy', 'false');
      expect(within(section).getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  });

  describe('live statistics', () => {
    it('shows the figures formatted in French', async () => {
      const fetchMock = stubHome();
      renderApp('/');

      await screen.findByText('Total parcelles');
      // \s matches the narrow no-break spaces French grouping uses.
      expect(figure('Total parcelles')).toHaveTextContent(/^1\s250$/);
      expect(figure('Disponibles')).toHaveTextContent(/^842$/);
      expect(figure('À partir de')).toHaveTextContent(/^15\s000\s\$US$/);
      expect(figure('Surfaces')).toHaveTextContent(/^300\sm² – 1\s200\sm²$/);

      const statsCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/parcelles/stats');
      expect(statsCalls).toHaveLength(1);
    });

    it('shows skeletons while the statistics load', async () => {
      stubHome({ stats: never });
      renderApp('/');

      const section = (await screen.findByRole('heading', { name: 'La Cité Malaika en chiffres' })).closest(
        'section',
      );
      expect(section).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('Chargement des statistiques…')).toBeInTheDocument();
      expect(screen.queryByText('Total parcelles')).not.toBeInTheDocument();
    });

    it('says quietly when the statistics are unavailable, and can try again', async () => {
      stubHome({ stats: failingOnce(() => ok(statsFixture({ total: 7 }))) });
      renderApp('/');

      expect(
        await screen.findByText('Les statistiques sont momentanément indisponibles.'),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'Explorer les parcelles' })[0]).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
      await waitFor(() => expect(figure('Total parcelles')).toHaveTextContent(/^7$/));
    });

    it('shows dashes instead of prices when the city has no plot yet', async () => {
      stubHome({
        stats: () =>
          ok(
            statsFixture({
              total: 0,
              parStatut: { DISPONIBLE: 0, RESERVEE: 0, VENDUE: 0, SUSPENDUE: 0 },
              surfaceTotale: 0,
              prixMin: null,
              prixMax: null,
              prixMoyen: null,
              surfaceMin: null,
              surfaceMax: null,
            }),
          ),
      });
      renderApp('/');

      await screen.findByText('Total parcelles');
      expect(figure('Total parcelles')).toHaveTextContent(/^0$/);
      expect(figure('À partir de')).toHaveTextContent(/^—$/);
      expect(figure('Surfaces')).toHaveTextContent(/^—$/);
    });
  });
});
