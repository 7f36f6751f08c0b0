import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ParcelleStats } from '@parcelles/shared/contracts/parcelles';
import { renderApp, stubFetch } from '../../test/render-app';

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

/** The value shown for a figure: each figure is a <dt> label with its <dd> value in one group. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const group = term.parentElement;
  if (!group) throw new Error(`no group around ${label}`);
  return within(group).getByRole('definition');
}

describe('home page', () => {
  it('presents the city and leads to the plots', async () => {
    stubFetch(() => Response.json({ success: true, data: statsFixture() }));
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /Investissez dans la Cité Malaika/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Investissement sécurisé')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorer les parcelles' })).toHaveAttribute('href', '/map');
    expect(document.title).toBe('Parcelles — Investir dans la Cité Malaika, Lubumbashi');
  });

  it('shows the live statistics formatted in French', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, data: statsFixture() }));
    renderApp('/');

    await screen.findByText('Total parcelles');
    // \s matches the narrow no-break spaces French grouping uses.
    expect(figure('Total parcelles')).toHaveTextContent(/^1\s250$/);
    expect(figure('Disponibles')).toHaveTextContent(/^842$/);
    expect(figure('À partir de')).toHaveTextContent(/^15\s000\s\$US$/);
    expect(figure('Surfaces')).toHaveTextContent(/^300\sm² – 1\s200\sm²$/);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/parcelles/stats');
  });

  it('shows skeletons while the statistics load', async () => {
    // Never answers: the page stays in its loading state.
    stubFetch(() => new Promise<Response>(() => {}));
    renderApp('/');

    const section = (await screen.findByRole('heading', { name: 'La Cité Malaika en chiffres' })).closest(
      'section',
    );
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Chargement des statistiques…')).toBeInTheDocument();
    expect(screen.queryByText('Total parcelles')).not.toBeInTheDocument();
  });

  it('says quietly when the statistics are unavailable, and can try again', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? Response.json(
            {
              success: false,
              message: 'Erreur serveur. Veuillez réessayer plus tard.',
              code: 'INTERNAL_ERROR',
            },
            { status: 500 },
          )
        : Response.json({ success: true, data: statsFixture({ total: 7 }) });
    });
    renderApp('/');

    expect(await screen.findByText('Les statistiques sont momentanément indisponibles.')).toBeInTheDocument();
    // The page itself still works.
    expect(screen.getByRole('link', { name: 'Explorer les parcelles' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(figure('Total parcelles')).toHaveTextContent(/^7$/));
  });

  it('shows dashes instead of prices when the city has no plot yet', async () => {
    stubFetch(() =>
      Response.json({
        success: true,
        data: statsFixture({
          total: 0,
          parStatut: { DISPONIBLE: 0, RESERVEE: 0, VENDUE: 0, SUSPENDUE: 0 },
          surfaceTotale: 0,
          prixMin: null,
          prixMax: null,
          prixMoyen: null,
          surfaceMin: null,
          surfaceMax: null,
        }),
      }),
    );
    renderApp('/');

    await screen.findByText('Total parcelles');
    expect(figure('Total parcelles')).toHaveTextContent(/^0$/);
    expect(figure('À partir de')).toHaveTextContent(/^—$/);
    expect(figure('Surfaces')).toHaveTextContent(/^—$/);
  });
});
