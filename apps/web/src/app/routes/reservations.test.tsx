import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyReservations } from '@parcelles/shared/contracts/reservations';
import {
  echeanceFixture,
  lateSchedule,
  myReservationsFixture,
} from '../../features/reservations/test/fixtures';
import { fail, ok, stubSignedInApi, type ApiHandler } from '../../test/api';
import { testPaiementResume, testReservation } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { storeTestSession } from '../../test/session';

afterEach(() => act(() => toast.remove()));

/**
 * Signed in, the server answering GET /reservations/my with `list(url)`, `handler` what a test is
 * about, and the map's plots and plan (the counters of /map read the reservations too).
 */
function serve(list: (url: URL) => MyReservations, handler: ApiHandler = () => undefined) {
  return stubSignedInApi(storeTestSession(), handler, ({ method, url, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/reservations/my') return ok(list(url));
    if (path === '/parcelles/cards') return ok([]);
    if (path === '/plan') return ok({ image: '/media/plan.svg', largeur: 80000, hauteur: 60000 });
    return undefined;
  });
}

async function openList() {
  const view = renderApp('/reservations');
  await screen.findByRole('heading', { level: 1, name: 'Mes réservations' });
  return { ...view, user: userEvent.setup() };
}

const cardOf = (numeroLot: string) => screen.getByRole('article', { name: numeroLot });

describe('my reservations', () => {
  it('shows the summary counters and every field of a card', async () => {
    serve(() =>
      myReservationsFixture(
        [
          testReservation({
            commentaire: 'Visite souhaitée samedi',
            dateReservation: '2026-03-02T08:00:00.000Z',
            dateExpiration: new Date(Date.now() + (2 * 24 * 60 + 5) * 60_000 + 30_000).toISOString(),
            paiements: [testPaiementResume({ montant: 4_500 })],
          }),
        ],
        { total: 3, enAttente: 1, validees: 2, totalPaye: 22_500 },
      ),
    );
    await openList();

    const counters = await screen.findByRole('region', { name: 'Résumé de mes réservations' });
    expect(within(counters).getByText('Total').nextSibling).toHaveTextContent(/^3$/);
    expect(within(counters).getByText('En attente').nextSibling).toHaveTextContent(/^1$/);
    expect(within(counters).getByText('Validées').nextSibling).toHaveTextContent(/^2$/);
    expect(within(counters).getByText('Total payé').nextSibling).toHaveTextContent(/22\s500\s\$/);

    const card = cardOf('LOT-042');
    expect(within(card).getByText('En attente')).toBeInTheDocument();
    expect(within(card).getByText('Avenue Sakania n°12, Lubumbashi')).toBeInTheDocument();
    expect(within(card).getByText('600 m²')).toBeInTheDocument();
    expect(within(card).getByText('Prix total').nextSibling).toHaveTextContent(/18\s000\s\$/);
    expect(within(card).getByText('2 mars 2026')).toBeInTheDocument();
    expect(within(card).getByText('Il vous reste 2 jours et 5 minutes pour payer')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByText('25%')).toBeInTheDocument();
    expect(within(card).getByText('Visite souhaitée samedi')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo de la parcelle LOT-042' })).toHaveAttribute(
      'src',
      '/media/a.webp',
    );
    expect(within(card).getByRole('link', { name: /Détails/ })).toHaveAttribute('href', '/parcelle/p-42');
  });

  it("shows 'Aucune image', 'N/A' without an expiry, and an expired hold as expired", async () => {
    serve(() =>
      myReservationsFixture([
        testReservation({
          id: 'r-1',
          parcelle: { ...testReservation().parcelle, numeroLot: 'LOT-001', images: [], photos: [] },
          statut: 'VALIDEE',
          dateExpiration: null,
          paiements: [testPaiementResume()],
        }),
        testReservation({
          id: 'r-2',
          parcelle: { ...testReservation().parcelle, numeroLot: 'LOT-002' },
          // Still pending on the server, but past its date: it reads as expired at once.
          dateExpiration: new Date(Date.now() - 60_000).toISOString(),
        }),
      ]),
    );
    await openList();

    const validated = await screen.findByRole('article', { name: 'LOT-001' });
    expect(within(validated).getByRole('img', { name: 'Aucune image' })).toBeInTheDocument();
    expect(within(validated).getByText('N/A')).toBeInTheDocument();

    const expired = cardOf('LOT-002');
    expect(within(expired).getByText('Expirée')).toBeInTheDocument();
    expect(within(expired).getByText('Le délai de réservation est écoulé')).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: /Annuler/ })).not.toBeInTheDocument();
  });

  it('shows the expiry date and countdown only while the hold can run out', async () => {
    const parcelle = (numeroLot: string) => ({ ...testReservation().parcelle, numeroLot });
    const inThreeDays = new Date(Date.now() + (3 * 24 * 60 + 30) * 60_000).toISOString();
    serve(() =>
      myReservationsFixture([
        testReservation({ id: 'r-1', parcelle: parcelle('LOT-001'), dateExpiration: inThreeDays }),
        // Validated and fully paid: the notification said it no longer expires (DESIGN.md §4).
        testReservation({
          id: 'r-2',
          parcelle: parcelle('LOT-002'),
          statut: 'VALIDEE',
          dateExpiration: inThreeDays,
          montantPaye: 18_000,
          montantRestant: 0,
          paiements: [testPaiementResume({ montant: 18_000 })],
        }),
        // A proof under review pauses the expiry.
        testReservation({
          id: 'r-3',
          parcelle: parcelle('LOT-003'),
          dateExpiration: inThreeDays,
          paiements: [testPaiementResume({ statut: 'SOUMIS' })],
        }),
      ]),
    );
    await openList();
    const expiryOf = (card: HTMLElement) => within(card).getByText('Expire le').nextSibling;

    const running = await screen.findByRole('article', { name: 'LOT-001' });
    expect(expiryOf(running)).toHaveTextContent(/\d{4} à \d{2}:\d{2}/);
    expect(within(running).getByText(/Il vous reste 3 jours/)).toBeInTheDocument();

    const validated = cardOf('LOT-002');
    expect(expiryOf(validated)).toHaveTextContent(/^N\/A$/);
    expect(within(validated).queryByText(/Il vous reste/)).not.toBeInTheDocument();
    expect(within(validated).getByText('Réservation validée : elle n’expire plus')).toBeInTheDocument();

    // Issue 23: the pause is said, not 'N/A'.
    const paused = cardOf('LOT-003');
    expect(expiryOf(paused)).toHaveTextContent(/^Délai suspendu$/);
    expect(within(paused).queryByText(/Il vous reste/)).not.toBeInTheDocument();
    expect(
      within(paused).getByText('Délai suspendu pendant la vérification de votre preuve de paiement'),
    ).toBeInTheDocument();
  });

  it('shows the reservation number, its short reference, on each card', async () => {
    serve(() => myReservationsFixture([testReservation({ reference: 'RES-9XQ4ZT' })]));
    await openList();
    const card = await screen.findByRole('article', { name: 'LOT-042' });
    expect(within(card).getByText('RES-9XQ4ZT')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Rechercher/ })).toHaveAttribute(
      'placeholder',
      'Numéro de lot, de réservation ou adresse',
    );
  });

  it("offers 'Payer' only while something is due on a live reservation, carrying it to /payment", async () => {
    const parcelle = (numeroLot: string) => ({ ...testReservation().parcelle, numeroLot });
    const pending = testReservation({ id: 'r-1', parcelle: parcelle('LOT-001') });
    serve(() =>
      myReservationsFixture([
        pending,
        testReservation({ id: 'r-2', parcelle: parcelle('LOT-002'), statut: 'ANNULEE' }),
        testReservation({ id: 'r-3', parcelle: parcelle('LOT-003'), statut: 'EXPIREE' }),
        testReservation({
          id: 'r-4',
          parcelle: parcelle('LOT-004'),
          statut: 'VALIDEE',
          paiements: [testPaiementResume({ montant: 18_000 })],
        }),
        testReservation({
          id: 'r-5',
          parcelle: parcelle('LOT-005'),
          statut: 'VALIDEE',
          paiements: [
            testPaiementResume({ montant: 9_000 }),
            testPaiementResume({ id: 'pay-2', montant: 9_000, statut: 'SOUMIS' }),
          ],
        }),
      ]),
    );
    const { router, user } = await openList();
    await screen.findByRole('article', { name: 'LOT-001' });

    const payer = (lot: string) => within(cardOf(lot)).queryByRole('link', { name: /Payer/ });
    expect(payer('LOT-001')).toBeInTheDocument();
    expect(payer('LOT-002')).not.toBeInTheDocument();
    expect(payer('LOT-003')).not.toBeInTheDocument();
    expect(payer('LOT-004')).not.toBeInTheDocument();
    // Half paid: a proof under review does not count (VALIDE only).
    expect(payer('LOT-005')).toBeInTheDocument();
    expect(within(cardOf('LOT-005')).getByText('50%')).toBeInTheDocument();

    await user.click(payer('LOT-001')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({ reservation: pending, parcelle: pending.parcelle });
  });

  it('says when three payments already wait for review, so no new proof is taken (ADR 019)', async () => {
    const parcelle = (numeroLot: string) => ({ ...testReservation().parcelle, numeroLot });
    const pending = (id: string, statut: string, complementDemande?: boolean) =>
      testPaiementResume({ id, montant: 100, statut, ...(complementDemande ? { complementDemande } : {}) });
    serve(() =>
      myReservationsFixture([
        testReservation({
          id: 'r-1',
          parcelle: parcelle('LOT-001'),
          // Staff waiting for an answer count as much as a proof awaiting review.
          paiements: [pending('p-1', 'SOUMIS'), pending('p-2', 'SOUMIS'), pending('p-3', 'EN_ATTENTE', true)],
        }),
        testReservation({
          id: 'r-2',
          parcelle: parcelle('LOT-002'),
          // Proofs withdrawn: that payment waits for nobody.
          paiements: [pending('p-4', 'SOUMIS'), pending('p-5', 'SOUMIS'), pending('p-6', 'EN_ATTENTE')],
        }),
      ]),
    );
    await openList();
    await screen.findByRole('article', { name: 'LOT-001' });
    const note =
      '3 paiements attendent la vérification de notre équipe : attendez leur examen avant d’envoyer une nouvelle preuve.';
    expect(within(cardOf('LOT-001')).getByText(note)).toBeInTheDocument();
    expect(within(cardOf('LOT-002')).queryByText(note)).not.toBeInTheDocument();
  });

  it('caps the progress bar at 100% when more than the price was paid', async () => {
    serve(() =>
      myReservationsFixture([
        testReservation({ statut: 'VALIDEE', paiements: [testPaiementResume({ montant: 27_000 })] }),
      ]),
    );
    await openList();

    const card = await screen.findByRole('article', { name: 'LOT-042' });
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(card).getByRole('progressbar').firstElementChild).toHaveStyle({ width: '100%' });
  });

  it('folds and unfolds the payment history with date, amount and status labels', async () => {
    serve(() =>
      myReservationsFixture([
        testReservation({
          paiements: [
            testPaiementResume({ montant: 1_234.5, datePaiement: '2026-03-03T10:00:00.000Z' }),
            testPaiementResume({ id: 'pay-2', statut: 'REJETE', commentaireAdmin: 'Reçu illisible' }),
            testPaiementResume({ id: 'pay-3', statut: '' }),
          ],
        }),
      ]),
    );
    const { user } = await openList();

    const toggle = await screen.findByRole('button', { name: 'Historique des paiements (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Reçu illisible')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/^1\s234,50\s\$US$/)).toBeInTheDocument();
    expect(screen.getAllByText(/3 mars 2026 à \d\d:\d\d/)).toHaveLength(3);
    expect(screen.getByText('Validé')).toBeInTheDocument();
    expect(screen.getByText('Rejeté')).toBeInTheDocument();
    expect(screen.getByText('Inconnu')).toBeInTheDocument();
    expect(screen.getByText('Reçu illisible')).toBeInTheDocument();
    // Each payment leads to its page and its conversation with the sales team (ADR 016).
    expect(screen.getAllByRole('link', { name: /^Voir la conversation/ })[1]).toHaveAttribute(
      'href',
      '/paiements/pay-2',
    );

    await user.click(toggle);
    expect(screen.queryByText('Reçu illisible')).not.toBeInTheDocument();
  });

  it('cancels a pending reservation after confirmation, says so and refetches', async () => {
    let cancelled = false;
    const fetchMock = serve(
      () =>
        myReservationsFixture([testReservation({ statut: cancelled ? 'ANNULEE' : 'EN_ATTENTE' })], {
          enAttente: cancelled ? 0 : 1,
        }),
      ({ method }) => {
        if (method !== 'DELETE') return undefined;
        cancelled = true;
        return ok(testReservation({ statut: 'ANNULEE' }), 'Réservation annulée');
      },
    );
    const { user } = await openList();
    await screen.findByRole('article', { name: 'LOT-042' });

    await user.click(screen.getByRole('button', { name: /Annuler/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler cette réservation ?' });
    expect(dialog).toHaveTextContent('La parcelle LOT-042 sera de nouveau proposée');
    // Keeping it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Garder ma réservation' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Annuler/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Oui, annuler' }));

    expect(await screen.findByText('Réservation annulée')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual(['/api/v1/reservations/r-0000-1111-2222-abcdef12']);
    await waitFor(() => expect(within(cardOf('LOT-042')).getByText('Annulée')).toBeInTheDocument());
    expect(within(cardOf('LOT-042')).queryByRole('link', { name: /Payer/ })).not.toBeInTheDocument();
  });

  it("says 'Aucune réservation' with the way to the map when there is none", async () => {
    serve(() => myReservationsFixture([]));
    await openList();

    expect(await screen.findByRole('heading', { name: 'Aucune réservation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorer les parcelles' })).toHaveAttribute('href', '/map');
  });

  it("searches on the server (debounced), filters by status, and says 'Aucun résultat' when nothing matches", async () => {
    const fetchMock = serve((url) => {
      const filtered = url.searchParams.has('search') || url.searchParams.has('statut');
      return myReservationsFixture(filtered ? [] : [testReservation()], { total: 1, enAttente: 1 });
    });
    const { user } = await openList();
    await screen.findByRole('article', { name: 'LOT-042' });

    await user.type(screen.getByLabelText('Rechercher'), 'LOT-9');
    expect(await screen.findByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
    const searches = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/reservations/my' && url.searchParams.has('search'));
    // One request once typing paused, not one per key.
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['LOT-9']);

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByRole('article', { name: 'LOT-042' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Statut'), 'VALIDEE');
    expect(await screen.findByRole('heading', { name: 'Aucun résultat' })).toBeInTheDocument();
    const last = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/reservations/my')
      .at(-1);
    expect(last?.searchParams.get('statut')).toBe('VALIDEE');
  });

  it('pages through more than one page', async () => {
    const fetchMock = serve((url) =>
      myReservationsFixture(
        [testReservation()],
        { total: 12 },
        {
          page: Number(url.searchParams.get('page') ?? 1),
          total: 12,
          pages: 2,
        },
      ),
    );
    const { user } = await openList();
    await screen.findByRole('article', { name: 'LOT-042' });

    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => new URL(String(url), 'http://localhost').searchParams.get('page') === '2',
        ),
      ).toBe(true),
    );
  });
});

describe("the map's signed-in counters", () => {
  function counter(label: string) {
    return screen.getByText(label).closest('li')!.querySelector('p')!;
  }

  it('reads Réservées and Vendues from the summary of GET /reservations/my?limit=1', async () => {
    const fetchMock = serve(() => myReservationsFixture([], { reservees: 2, vendues: 1 }));
    renderApp('/map');
    // Every request of the page answered (no plot here), so nothing updates after the test.
    await screen.findByText('Aucune parcelle trouvée');
    await waitFor(() => expect(counter('Réservées')).toHaveTextContent(/^2$/));
    expect(counter('Vendues')).toHaveTextContent(/^1$/);
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/reservations/my'));
    expect(new URL(String(call?.[0]), 'http://localhost').searchParams.get('limit')).toBe('1');
  });

  it('reads 0 when that call fails', async () => {
    const fetchMock = serve(
      () => myReservationsFixture([]),
      ({ path }) =>
        path === '/reservations/my'
          ? fail(500, 'Erreur serveur. Veuillez réessayer plus tard.', 'INTERNAL_ERROR')
          : undefined,
    );
    renderApp('/map');
    // Once the call has failed, not merely before it answers.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reservations/my'))).toBe(true),
    );
    await screen.findByText('Aucune parcelle trouvée');
    expect(counter('Réservées')).toHaveTextContent(/^0$/);
    expect(counter('Vendues')).toHaveTextContent(/^0$/);
  });
});

describe('my reservations, the schedule (issue 12)', () => {
  it('lists each instalment with its date, amount, what is paid and its status, the next one named', async () => {
    serve(() =>
      myReservationsFixture([
        testReservation({
          statut: 'VALIDEE',
          montantTotal: 1_000_000,
          plan: { id: 'plan-12', nom: 'Douze mois' },
          echeancier: [
            echeanceFixture(1, '2026-01-07', 300_000, 300_000, 'PAYEE'),
            echeanceFixture(2, '2026-01-28', 58_333.34, 58_333.34, 'PAYEE'),
            echeanceFixture(3, '2026-02-28', 58_333.33, 10_000, 'PARTIELLE'),
            echeanceFixture(4, '2026-03-28', 58_333.33, 0, 'A_VENIR'),
          ],
        }),
      ]),
    );
    await openList();
    const card = await screen.findByRole('article', { name: 'LOT-042' });
    const section = within(card).getByRole('region', { name: 'Échéancier' });
    expect(section).toHaveTextContent('Plan de paiement : Douze mois');
    expect(section).toHaveTextContent(/Prochaine échéance : 48\s333,33\s\$\S* le 28 février 2026/);

    const items = within(within(section).getByRole('list', { name: 'Échéancier — LOT-042' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.firstElementChild!.textContent)).toEqual([
      'AcompteStatut : Payée',
      'Mensualité 1Statut : Payée',
      'Mensualité 2(Prochaine)Statut : Partiellement payée',
      'Mensualité 3Statut : À venir',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(within(items[2]!).getByText('Montant').nextSibling).toHaveTextContent(/58\s333,33\s\$/);
    expect(within(items[2]!).getByText('Payé').nextSibling).toHaveTextContent(/10\s000\s\$/);
    expect(within(items[2]!).getByText('Date').nextSibling).toHaveTextContent('28 février 2026');
  });

  it('names the cash payment and says in words that an instalment is late', async () => {
    serve(() =>
      myReservationsFixture([
        testReservation({
          id: 'r-cash',
          parcelle: { ...testReservation().parcelle, numeroLot: 'LOT-001' },
        }),
        testReservation({
          id: 'r-late',
          parcelle: { ...testReservation().parcelle, numeroLot: 'LOT-002' },
          statut: 'VALIDEE',
          plan: { id: 'plan-6', nom: 'Six mois' },
          enRetard: true,
          echeancier: lateSchedule(),
        }),
      ]),
    );
    await openList();
    const cash = await screen.findByRole('article', { name: 'LOT-001' });
    expect(within(cash).getByRole('list', { name: 'Échéancier — LOT-001' })).toHaveTextContent(
      /^Paiement comptant/,
    );
    const late = cardOf('LOT-002');
    expect(within(late).getByText('Une échéance en retard de paiement')).toBeInTheDocument();
    expect(within(late).getByText('En retard')).toBeInTheDocument();
  });

  it('says an ended reservation owes nothing more: no next instalment, none late (issue 25)', async () => {
    serve(() =>
      myReservationsFixture([
        testReservation({
          statut: 'ANNULEE',
          plan: { id: 'plan-6', nom: 'Six mois' },
          echeancier: [
            echeanceFixture(1, '2026-01-07', 5_400, 5_400, 'PAYEE'),
            echeanceFixture(2, '2026-01-28', 2_100, 0, 'ANNULEE'),
            echeanceFixture(3, '2026-02-28', 2_100, 0, 'ANNULEE'),
          ],
        }),
      ]),
    );
    await openList();
    const card = await screen.findByRole('article', { name: 'LOT-042' });
    const section = within(card).getByRole('region', { name: 'Échéancier' });
    expect(section).toHaveTextContent('Réservation terminée : plus aucune échéance n’est due.');
    expect(section).not.toHaveTextContent(/Prochaine|en retard/);
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild!.textContent)).toEqual([
      'AcompteStatut : Payée',
      'Mensualité 1Statut : Annulée',
      'Mensualité 2Statut : Annulée',
    ]);
  });
});
