// Issue 25: the dashboard a sales manager runs the week from. Every figure is a link named by what
// it counts and where it goes, to the list that shows the same rows; the lists read those filters
// from the address.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { firstPage, ok, route, stubStaffApi } from '../../../test/api';
import { testDashboard, testParcelle, testReservation } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const NBSP = /[\s\u202f\u00a0]/g;
/** Names and texts with the narrow no-break spaces of French numbers read as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(NBSP, ' ');
const link = (container: HTMLElement, name: string) =>
  within(container)
    .getAllByRole('link')
    .find((element) => plain(element.getAttribute('aria-label') ?? element.textContent) === name);

function setup(role: 'ADMIN' | 'AGENT' = 'AGENT', data = testDashboard()) {
  const asked: URL[] = [];
  stubStaffApi(
    role,
    route('GET', '/admin/dashboard', () => ok(data)),
    route('GET', '/audit', () => ok({ evenements: [], pagination: firstPage(0) })),
    route('GET', '/reservations/stats', () =>
      ok({ total: 1, parStatut: {}, montantTotalValide: 0, montantEncaisse: 0 }),
    ),
    route('GET', '/reservations', ({ url }) => {
      asked.push(url);
      return ok({ reservations: [testReservation()], pagination: firstPage(1) });
    }),
    route('GET', '/parcelles', ({ url }) => {
      asked.push(url);
      return ok({ parcelles: [testParcelle()], pagination: firstPage(1) });
    }),
  );
  return { asked, ...renderApp('/admin') };
}

describe('/admin, the sales manager’s figures (issue 25)', () => {
  it('shows the pipeline, each stage a link to its reservations with its count and dollars', async () => {
    setup();
    const pipeline = await screen.findByRole('region', { name: 'Pipeline des ventes' });
    const stages = within(within(pipeline).getByRole('list')).getAllByRole('listitem');
    expect(stages.map((stage) => plain(stage.textContent))).toEqual([
      'Réservé12 réservations340 000 $US',
      'Acompte payé4 réservations95 000 $USdont 21 000 $US encaissés',
      'Vendu31 réservations812 000,50 $US',
    ]);
    expect(link(pipeline, 'Réservé : 12 réservations, 340 000 $US — voir la liste')).toHaveAttribute(
      'href',
      '/admin/reservations?etape=reserve',
    );
    expect(
      link(pipeline, 'Acompte payé : 4 réservations, 95 000 $US dont 21 000 $US encaissés — voir la liste'),
    ).toHaveAttribute('href', '/admin/reservations?etape=acompte');
    expect(link(pipeline, 'Vendu : 31 réservations, 812 000,50 $US — voir la liste')).toHaveAttribute(
      'href',
      '/admin/reservations?etape=vendu',
    );
  });

  it('shows what expires by Sunday: the count opens the list, each hold its reservation', async () => {
    setup();
    const week = await screen.findByRole('region', { name: 'Expirent cette semaine' });
    expect(
      link(week, '3 réservations expirent d’ici le dimanche 20 décembre 2026 — voir la liste'),
    ).toHaveAttribute('href', '/admin/reservations?expireCetteSemaine=true&tri=dateExpiration&ordre=asc');
    expect(within(week).getByRole('link', { name: 'RES-7K4P2Q' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-3',
    );
    expect(within(week).getByRole('link', { name: 'RES-9ZX2AB' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-8',
    );
    expect(week).toHaveTextContent('LOT-0108 — Patrick Mwamba');
  });

  it('says when nothing expires this week', async () => {
    setup(
      'AGENT',
      testDashboard({ expirentCetteSemaine: { jusquAu: '2026-12-20', nombre: 0, reservations: [] } }),
    );
    const week = await screen.findByRole('region', { name: 'Expirent cette semaine' });
    expect(week).toHaveTextContent('Aucune réservation n’expire d’ici le dimanche 20 décembre 2026.');
    expect(within(week).queryByRole('link')).not.toBeInTheDocument();
  });

  it('draws the sales per month, each month’s figure a link to the sales of that month', async () => {
    setup();
    const monthly = await screen.findByRole('region', { name: 'Ventes par mois (12 mois)' });
    expect(
      within(monthly).getByRole('img', {
        name: /^Ventes par mois \(12 mois\) Ventes conclues par mois, 12 derniers mois : 3 ventes, 68\s000,50\s\$US au total\.$/,
      }),
    ).toBeInTheDocument();
    const table = within(monthly).getByRole('table', { name: 'Ventes par mois (12 mois)' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(link(table, 'Ventes de mai 2026 : 2 ventes, 50 000 $US — voir la liste')).toHaveAttribute(
      'href',
      '/admin/reservations?etape=vendu&venduMois=2026-05',
    );
    expect(link(table, 'Ventes de janvier 2026 : 0 vente, 0 $US — voir la liste')).toHaveAttribute(
      'href',
      '/admin/reservations?etape=vendu&venduMois=2026-01',
    );
  });

  it('gives the value of the stock by status, each a link to those plots', async () => {
    setup();
    const stock = await screen.findByRole('region', { name: 'Valeur du stock' });
    expect(link(stock, 'Disponible : 120 parcelles, 2 400 000 $US — voir la liste')).toHaveAttribute(
      'href',
      '/admin/parcelles?statut=DISPONIBLE',
    );
    expect(link(stock, 'Réservé : 14 parcelles, 340 000 $US — voir la liste')).toHaveAttribute(
      'href',
      '/admin/parcelles?statut=RESERVEE',
    );
    expect(link(stock, 'Vendu : 31 parcelles, 812 000,50 $US — voir la liste')).toHaveAttribute(
      'href',
      '/admin/parcelles?statut=VENDUE',
    );
  });

  it('opens the list behind a stage, which asks the server for that stage and shows it in its filters', async () => {
    const { asked, router } = setup();
    const user = userEvent.setup();
    const pipeline = await screen.findByRole('region', { name: 'Pipeline des ventes' });
    await user.click(
      link(pipeline, 'Acompte payé : 4 réservations, 95 000 $US dont 21 000 $US encaissés — voir la liste')!,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reservations'));
    expect(router.state.location.search).toBe('?etape=acompte');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('etape')).toBe('acompte'));
    expect(await screen.findByLabelText('Étape de vente')).toHaveDisplayValue('Acompte payé');
  });

  it('opens the plots behind a status', async () => {
    const { asked, router } = setup('ADMIN');
    const user = userEvent.setup();
    const stock = await screen.findByRole('region', { name: 'Valeur du stock' });
    await user.click(link(stock, 'Réservé : 14 parcelles, 340 000 $US — voir la liste')!);
    await waitFor(() => expect(router.state.location.search).toBe('?statut=RESERVEE'));
    await waitFor(() => expect(asked.at(-1)?.pathname).toBe('/api/v1/parcelles'));
    expect(asked.at(-1)?.searchParams.get('statut')).toBe('RESERVEE');
  });
});

describe('/admin/reservations, the filters behind the dashboard (issue 25)', () => {
  it('reads the stage, this week’s expiries and the month of sale from the address, and sends them', async () => {
    const asked: URL[] = [];
    stubStaffApi(
      'AGENT',
      route('GET', '/reservations/stats', () =>
        ok({ total: 1, parStatut: {}, montantTotalValide: 0, montantEncaisse: 0 }),
      ),
      route('GET', '/reservations', ({ url }) => {
        asked.push(url);
        return ok({ reservations: [testReservation()], pagination: firstPage(1) });
      }),
    );
    renderApp('/admin/reservations?etape=vendu&venduMois=2026-05&expireCetteSemaine=true');
    await waitFor(() => expect(asked).not.toHaveLength(0));
    const params = asked.at(-1)!.searchParams;
    expect(params.get('etape')).toBe('vendu');
    expect(params.get('venduMois')).toBe('2026-05');
    expect(params.get('expireCetteSemaine')).toBe('true');
    expect(screen.getByLabelText('Étape de vente')).toHaveDisplayValue('Vendu');
    expect(screen.getByLabelText('Vendue en (mois)')).toHaveValue('2026-05');
    expect(screen.getByLabelText('Expire cette semaine')).toBeChecked();
  });

  it('sets them from the filter form, in the address', async () => {
    const asked: URL[] = [];
    stubStaffApi(
      'AGENT',
      route('GET', '/reservations/stats', () =>
        ok({ total: 1, parStatut: {}, montantTotalValide: 0, montantEncaisse: 0 }),
      ),
      route('GET', '/reservations', ({ url }) => {
        asked.push(url);
        return ok({ reservations: [testReservation()], pagination: firstPage(1) });
      }),
    );
    const { router } = renderApp('/admin/reservations');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Étape de vente'), 'Réservé');
    await user.click(screen.getByLabelText('Expire cette semaine'));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?etape=reserve&expireCetteSemaine=true'));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('etape')).toBe('reserve'));
    expect(asked.at(-1)?.searchParams.get('expireCetteSemaine')).toBe('true');
  });
});
