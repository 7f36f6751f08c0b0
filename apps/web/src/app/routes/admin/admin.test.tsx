import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import type { PaiementAdmin } from '@parcelles/shared/contracts/paiements';
import {
  bodyOf,
  fail,
  firstPage,
  ok,
  stubSignedInApi,
  stubStaffApi,
  type ApiHandler,
} from '../../../test/api';
import {
  testDashboard,
  testPaiement,
  testPaiementAdmin,
  testPaiementResume,
  testReservation,
} from '../../../test/fixtures';
import { paiementPage, reservationPage } from '../../../test/pages';
import { renderApp } from '../../../test/render-app';
import { storeTestSession, testUser } from '../../../test/session';

// A decision's toast ('Paiement validé') would outlive its test and meet the next one's texts.
afterEach(() => act(() => toast.remove()));

const sum = (nombre: number, montant: number) => ({ nombre, montant });
const paiementStats = {
  total: sum(42, 61_500),
  parStatut: {
    EN_ATTENTE: sum(4, 2_000),
    SOUMIS: sum(6, 9_000),
    VALIDE: sum(30, 48_250.5),
    REJETE: sum(2, 2_250),
    ANNULE: sum(0, 0),
  },
  parMethode: {
    VIREMENT_BANCAIRE: sum(30, 51_500),
    ESPECES: sum(12, 10_000),
  },
};

/** /admin/paiements asks the queue, oldest first, and the figures above it. */
const paiementsQueue =
  (rows: PaiementAdmin[]): ApiHandler =>
  ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === '/paiements/admin/en-attente')
      return ok({ paiements: rows, pagination: firstPage(rows.length) });
    if (path === '/paiements/admin/stats') return ok(paiementStats);
    return undefined;
  };

describe('/admin: who gets in', () => {
  it('tells a signed-in buyer "Accès refusé", with a way home', async () => {
    stubSignedInApi(storeTestSession(testUser({ role: 'ACHETEUR' })));
    renderApp('/admin/paiements/p-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Navigation du back-office' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the page', async () => {
    const { router } = renderApp('/admin/reservations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/admin/reservations',
    );
  });

  it('shows an agent the dashboard and reservations, not the payments', async () => {
    stubStaffApi('AGENT', ({ path }) => (path === '/admin/dashboard' ? ok(dashboard()) : undefined));
    renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Réservations' })).toHaveAttribute(
      'href',
      '/admin/reservations',
    );
    expect(within(nav).queryByRole('link', { name: 'Paiements' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Journal' })).not.toBeInTheDocument();
  });

  it('refuses an agent the payments page even by its address', async () => {
    stubStaffApi('AGENT');
    renderApp('/admin/paiements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    // The role the page needs is named: the agent is of the sales team (issue 23).
    expect(screen.getByText(/réservée aux administrateurs/)).toBeInTheDocument();
    expect(screen.queryByText(/réservée à l'équipe commerciale/)).not.toBeInTheDocument();
  });

  it('gives an agent a reservation to read, without the actions', async () => {
    const reservation = testReservation({ id: 'r-3', paiements: [testPaiementResume({ statut: 'VALIDE' })] });
    stubStaffApi('AGENT', reservationPage(reservation));
    renderApp('/admin/reservations/r-3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservation RES-7K4P2Q' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Consultation seule/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider la réservation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prolonger' })).not.toBeInTheDocument();
    // Nor links to payments' pages, which an agent may not open (issue 23).
    expect(screen.queryByRole('link', { name: /Voir le paiement/ })).not.toBeInTheDocument();
  });
});

describe('/admin/reservations/:id, the expiry (issue 23)', () => {
  const inThreeDays = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
  it.each([
    ['the date while the hold runs', {}, /^\d{1,2} \S+ \d{4} à \d{2}:\d{2}$/],
    [
      'the pause while a proof is under review',
      { paiements: [testPaiementResume({ statut: 'SOUMIS' })] },
      /^Délai suspendu : preuve en cours de vérification$/,
    ],
    [
      'no date once validated',
      { statut: 'VALIDEE', paiements: [testPaiementResume({ statut: 'VALIDE' })] },
      /^—$/,
    ],
  ])('shows %s', async (_, overrides, expected) => {
    const reservation = testReservation({ id: 'r-3', dateExpiration: inThreeDays, ...overrides });
    stubStaffApi('AGENT', reservationPage(reservation));
    renderApp('/admin/reservations/r-3');
    const label = await screen.findByText('Expire le');
    expect(label.nextSibling).toHaveTextContent(expected);
  });
});

describe('/admin/reservations/:id, the history', () => {
  it("lists the reservation's events oldest first, in the Journal's format", async () => {
    stubStaffApi(
      'AGENT',
      reservationPage(testReservation({ id: 'r-3' }), [
        auditEvent({
          id: 1,
          action: 'RESERVATION_PROLONGEE',
          libelle: 'Réservation prolongée',
          entite: 'reservation',
          entiteId: 'r-3',
          element: { libelle: 'RES-7K4P2Q · LOT-0042', acheteur: 'Grâce Kalenga' },
          avant: { dateExpiration: '2026-11-20' },
          apres: { dateExpiration: '2026-11-27' },
          details: { jours: 7 },
        }),
        auditEvent({ id: 2 }),
      ]),
    );
    renderApp('/admin/reservations/r-3');
    const history = await screen.findByRole('table', { name: /Historique de la réservation/ });
    await within(history).findByText('Réservation prolongée');
    const rows = within(history).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Action'),
      expect.stringContaining('Expire le : 20 novembre 2026 → 27 novembre 2026'),
      expect.stringContaining('Statut : Soumis - En cours de vérification → Validé'),
    ]);
    // What the entry adds, in words (issue 23).
    expect(within(history).getByText('Prolongation : 7 jours')).toBeInTheDocument();
    // An agent cannot open payments: the payment is named, not linked.
    expect(within(history).queryByRole('link', { name: /Paiement/ })).not.toBeInTheDocument();
    expect(within(history).getByText('500 $US · RES-7K4P2Q · LOT-0042')).toBeInTheDocument();
    expect(
      within(history).getByRole('link', { name: 'Ouvrir : Réservation RES-7K4P2Q · LOT-0042' }),
    ).toHaveAttribute('href', '/admin/reservations/r-3');
  });
});

describe('/admin/paiements', () => {
  it("lists the proofs awaiting review with the buyer's contact, the age and the flags", async () => {
    const row = testPaiementAdmin({
      reservation: { ...testPaiementAdmin().reservation, montantRestant: 1_500 },
      referenceDejaUtilisee: true,
      contact: { nom: 'Grâce Kalenga', email: 'grace@exemple.cd', telephone: '+243812345678' },
    });
    stubStaffApi('ADMIN', paiementsQueue([row]));
    renderApp('/admin/paiements');
    const table = await screen.findByRole('table', { name: /Preuves de paiement à vérifier/ });
    const link = await within(table).findByRole('link', { name: 'Vérifier le paiement — LOT-0042' });
    expect(link).toHaveAttribute('href', '/admin/paiements/p-7');
    expect(within(table).getByRole('link', { name: '+243812345678' })).toHaveAttribute(
      'href',
      'tel:+243812345678',
    );
    expect(within(table).getByText('3 h')).toBeInTheDocument();
    expect(within(table).getByText(/reste 1\s500,00/)).toBeInTheDocument();
    expect(within(table).getByText('Référence déjà utilisée')).toBeInTheDocument();
  });

  it('shows a mobile money payment with its operator in the list (issue 12)', async () => {
    const row = testPaiementAdmin({
      methode: 'MOBILE_MONEY',
      operateur: 'MPESA',
      referencePaiement: 'QK71AB2C3D',
    });
    stubStaffApi('ADMIN', paiementsQueue([row]));
    renderApp('/admin/paiements');
    const table = await screen.findByRole('table', { name: /Preuves de paiement à vérifier/ });
    expect(await within(table).findByText('Mobile money · M-Pesa')).toBeInTheDocument();
  });

  it('marks a proof whose money is on the bank statement, and one the statement does not show (issue 26)', async () => {
    const line = {
      id: 'l-1',
      dateOperation: '2026-11-20',
      montant: 1_250,
      devise: 'USD',
      libelle: 'VIR RES-7K4P2Q KALENGA',
      compte: 'Rawbank USD',
      rapprochement: 'REFERENCE' as const,
    };
    const seen = testPaiementAdmin({ releve: { statut: 'VU', ligne: line } });
    const missing = testPaiementAdmin({ id: 'p-9', releve: { statut: 'ABSENT' } });
    stubStaffApi('ADMIN', paiementsQueue([seen, missing]));
    renderApp('/admin/paiements');
    const table = await screen.findByRole('table', { name: /Preuves de paiement à vérifier/ });
    await within(table).findAllByRole('link', { name: 'Vérifier le paiement — LOT-0042' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('Vu sur le relevé')).toBeInTheDocument();
    expect(within(first!).getByText(/Rawbank USD, 20 novembre 2026 : 1\s250,00\s\$US/)).toBeInTheDocument();
    expect(within(second!).getByText('Absent du relevé')).toBeInTheDocument();

    stubStaffApi('ADMIN', paiementPage(testPaiement({ releve: { statut: 'VU', ligne: line } })));
    renderApp('/admin/paiements/p-7');
    const item = (await screen.findByText('Relevé', { selector: 'dt' })).parentElement!;
    expect(within(item).getByText('Vu sur le relevé')).toBeInTheDocument();
    expect(within(item).getByText('VIR RES-7K4P2Q KALENGA')).toBeInTheDocument();
  });

  it('warns on the payment page that its reference is already used, linking the other payment', async () => {
    const current = testPaiement({
      paiementsMemeReference: [{ paiementId: 'p-2', reservationReference: 'RES-7K4P2Q' }],
    });
    stubStaffApi('ADMIN', paiementPage(current));
    renderApp('/admin/paiements/p-7');
    const warning = await screen.findByRole('region', { name: 'Référence déjà utilisée' });
    expect(warning).toHaveTextContent('Un autre paiement porte la même référence.');
    expect(
      within(warning).getByRole('link', { name: 'Paiement de la réservation RES-7K4P2Q' }),
    ).toHaveAttribute('href', '/admin/paiements/p-2');
  });
});

describe('/admin/paiements/:id, the decision', () => {
  function setup(answer: (decision: string, init?: RequestInit) => Response, queue: string[] | null = null) {
    let current = testPaiement();
    const calls: { decision: string; body: Record<string, unknown> }[] = [];
    stubStaffApi(
      'ADMIN',
      paiementPage(() => current),
      paiementPage(testPaiement({ id: 'p-8', montant: 750 })),
      ({ path, init }) => {
        // The queue once decided, oldest first: the next proof to open (issue 23).
        if (path === '/paiements/admin/en-attente')
          return queue
            ? ok({
                paiements: queue.map((id) => testPaiementAdmin({ id })),
                pagination: firstPage(queue.length),
              })
            : fail(503, 'Service indisponible', 'SERVICE_UNAVAILABLE');
        if (path === '/paiements/admin/stats') return ok(paiementStats);
        const decided = /^\/paiements\/p-7\/(valider|rejeter)$/.exec(path);
        if (decided && init?.method === 'POST') {
          calls.push({ decision: decided[1]!, body: bodyOf(init) });
          const response = answer(decided[1]!, init);
          if (response.ok) current = testPaiement({ statut: decided[1] === 'valider' ? 'VALIDE' : 'REJETE' });
          return response;
        }
        return undefined;
      },
    );
    const { router } = renderApp('/admin/paiements/p-7');
    return {
      calls,
      router,
      decideElsewhere: (statut: string) => {
        current = testPaiement({ statut, commentaireAdmin: 'Reçu au guichet.' });
      },
    };
  }

  it('validates after a confirmation, then opens the next proof of the queue (issue 23)', async () => {
    const { calls, router } = setup(
      () => ok(testPaiement({ statut: 'VALIDE' }), 'Paiement validé avec succès'),
      ['p-7', 'p-8'],
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le paiement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Valider ce paiement ?' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, valider' }));
    expect(await screen.findByText('Paiement validé avec succès')).toBeInTheDocument();
    expect(calls).toEqual([{ decision: 'valider', body: {} }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/paiements/p-8'));
    expect(await screen.findByRole('button', { name: 'Valider le paiement' })).toBeInTheDocument();
  });

  it('goes back to the queue once it is empty', async () => {
    const { router } = setup(() => ok(testPaiement({ statut: 'VALIDE' })), ['p-7']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le paiement' }));
    await user.click(screen.getByRole('button', { name: 'Oui, valider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/paiements'));
  });

  it('stays on a decided proof, saying so, when the queue cannot be read', async () => {
    setup(() => ok(testPaiement({ statut: 'VALIDE' })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le paiement' }));
    await user.click(screen.getByRole('button', { name: 'Oui, valider' }));
    expect(await screen.findByText('Ce paiement a déjà été traité.')).toBeInTheDocument();
    expect(screen.getByText('Validé')).toBeInTheDocument();
  });

  it('asks for a comment before rejecting, then sends it', async () => {
    const { calls } = setup(() => ok(testPaiement({ statut: 'REJETE' })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rejeter le paiement' }));
    expect(screen.getByText('Un commentaire est requis pour rejeter un paiement')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Message pour l’acheteur'), 'Le bordereau est illisible.');
    await user.click(screen.getByRole('button', { name: 'Rejeter le paiement' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Rejeter ce paiement ?' })).getByRole('button', {
        name: 'Oui, rejeter',
      }),
    );
    expect(await screen.findByText('Rejeté')).toBeInTheDocument();
    expect(calls).toEqual([
      { decision: 'rejeter', body: { commentaireAdmin: 'Le bordereau est illisible.' } },
    ]);
  });

  it('says plainly when another staff member decided first, and shows their decision', async () => {
    let decideElsewhere: (statut: string) => void = () => {};
    ({ decideElsewhere } = setup(() => {
      decideElsewhere('VALIDE');
      return fail(409, 'Ce paiement a déjà été traité', 'CONFLICT');
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le paiement' }));
    await user.click(screen.getByRole('button', { name: 'Oui, valider' }));
    expect(
      await screen.findByText(/Un autre membre de l’équipe a déjà traité ce dossier/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Reçu au guichet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider le paiement' })).not.toBeInTheDocument();
  });
});

describe('/admin/reservations/:id, the actions', () => {
  function setup() {
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    stubStaffApi('ADMIN', reservationPage(testReservation({ id: 'r-3' })), ({ path, init }) => {
      if (init?.method === 'POST' && path.startsWith('/reservations/r-3/')) {
        calls.push({ path: path.slice('/reservations/r-3/'.length), body: bodyOf(init) });
        return ok(testReservation({ id: 'r-3' }), 'C’est fait');
      }
      return undefined;
    });
    renderApp('/admin/reservations/r-3');
    return calls;
  }

  it('extends by 7 days unless told otherwise', async () => {
    const calls = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prolonger' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Prolonger cette réservation ?' });
    expect(within(dialog).getByLabelText('Nombre de jours')).toHaveValue(7);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, prolonger' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'extend', body: { days: 7 } }]));
  });

  it('cancels only with a comment', async () => {
    const calls = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Annuler cette réservation ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la réservation' }));
    expect(
      within(dialog).getByText('Un commentaire est requis pour annuler une réservation'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText('Commentaire'), 'Doublon.');
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la réservation' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'rejeter', body: { commentaire: 'Doublon.' } }]));
  });

  it('validates after a confirmation', async () => {
    const calls = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider la réservation' }));
    await user.click(screen.getByRole('button', { name: 'Oui, valider' }));
    await waitFor(() => expect(calls).toEqual([{ path: 'valider', body: {} }]));
  });
});

const dashboard = testDashboard;

function auditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 41,
    date: '2026-11-20T08:30:00.000Z',
    action: 'PAIEMENT_VALIDE',
    libelle: 'Paiement validé',
    entite: 'paiement',
    entiteId: 'p-7aaaaaaa-0000',
    element: { libelle: '500 $US · RES-7K4P2Q · LOT-0042', acheteur: 'Grâce Kalenga' },
    acteur: { id: 'a-1', nom: 'Aline Admin', role: 'ADMIN' },
    avant: { statut: 'SOUMIS' },
    apres: { statut: 'VALIDE' },
    details: null,
    ...overrides,
  };
}

describe('/admin, the dashboard', () => {
  function setup(role: 'ADMIN' | 'AGENT', data = dashboard()) {
    const asked: string[] = [];
    stubStaffApi(role, ({ url, path }) => {
      asked.push(url.pathname + url.search);
      if (path === '/admin/dashboard') return ok(data);
      if (path === '/audit')
        return ok({
          evenements: [
            auditEvent(),
            auditEvent({
              id: 40,
              acteur: null,
              action: 'RESERVATION_EXPIREE',
              libelle: 'Réservation expirée',
              entite: 'reservation',
              entiteId: 'r-3',
              element: { libelle: 'RES-7K4P2Q · LOT-0042', acheteur: 'Grâce Kalenga' },
              avant: { statut: 'EN_ATTENTE' },
              apres: { statut: 'EXPIREE' },
            }),
          ],
          pagination: firstPage(2),
        });
      return undefined;
    });
    renderApp('/admin');
    return asked;
  }

  it('shows the counts, the money, the proofs against the promise and the expiring holds', async () => {
    setup('ADMIN');
    const plots = await screen.findByRole('region', { name: 'Parcelles par statut' });
    expect(within(plots).getByText('120')).toBeInTheDocument();
    const money = screen.getByRole('region', { name: 'Paiements validés' });
    expect(within(money).getByText(/12\s500/)).toBeInTheDocument();
    expect(within(money).getByText(/250\s000/)).toBeInTheDocument();
    const proofs = screen.getByRole('region', { name: 'Preuves à vérifier' });
    expect(within(proofs).getByText('3 preuves en attente')).toBeInTheDocument();
    expect(within(proofs).getByText(/La plus ancienne attend depuis 20 h/)).toBeInTheDocument();
    expect(within(proofs).getByText('Délai promis : 24 à 48 h')).toBeInTheDocument();
    const expiring = screen.getByRole('region', { name: 'Expirent dans les 24 h' });
    expect(within(expiring).getByRole('link', { name: 'RES-7K4P2Q' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-3',
    );
  });

  it('warns when the oldest proof has waited past 48 h', async () => {
    setup(
      'ADMIN',
      dashboard({
        preuvesEnAttente: { nombre: 2, plusAncienneHeures: 72, promisHeures: 24, maxHeures: 48, enRetard: 1 },
      }),
    );
    const proofs = await screen.findByRole('region', { name: 'Preuves à vérifier' });
    expect(within(proofs).getByText(/depuis 3 j · 1 preuve au-delà de 48 h/)).toBeInTheDocument();
  });

  it('draws the charts as named images with the same figures in a table', async () => {
    setup('ADMIN');
    expect(
      await screen.findByRole('img', { name: /Paiements validés par semaine \(12 semaines\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Parcelles vendues par catégorie.*31 parcelles vendues/ }),
    ).toBeInTheDocument();
    const sales = screen.getByRole('table', { name: 'Parcelles vendues par catégorie' });
    expect(within(sales).getByRole('rowheader', { name: 'Malaika Prime' })).toBeInTheDocument();
    const weeks = screen.getByRole('table', { name: 'Paiements validés par semaine (12 semaines)' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
  });

  it("shows an admin the journal's latest events, who did them and what changed", async () => {
    const asked = setup('ADMIN');
    const latest = await screen.findByRole('table', { name: 'Derniers événements' });
    expect(await within(latest).findByText('Paiement validé')).toBeInTheDocument();
    expect(within(latest).getByText('Aline Admin')).toBeInTheDocument();
    expect(within(latest).getByText('Système')).toBeInTheDocument();
    expect(
      within(latest).getByText('Statut : Soumis - En cours de vérification → Validé'),
    ).toBeInTheDocument();
    expect(within(latest).getByText('Statut : En attente → Expirée')).toBeInTheDocument();
    expect(
      within(latest).getByRole('link', { name: 'Ouvrir : Réservation RES-7K4P2Q · LOT-0042' }),
    ).toHaveAttribute('href', '/admin/reservations/r-3');
    expect(screen.getByRole('link', { name: 'Ouvrir le journal' })).toHaveAttribute('href', '/admin/journal');
    expect(asked).toContain('/api/v1/audit?limit=8');
  });

  it('shows an agent the figures without the journal', async () => {
    const asked = setup('AGENT');
    expect(await screen.findByRole('region', { name: 'Parcelles par statut' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Derniers événements' })).not.toBeInTheDocument();
    expect(asked.some((path) => path.startsWith('/api/v1/audit'))).toBe(false);
  });
});

describe('/admin/journal', () => {
  function setup(path = '/admin/journal') {
    const asked: URL[] = [];
    stubStaffApi('ADMIN', ({ url, path }) => {
      if (path !== '/audit') return undefined;
      asked.push(url);
      return ok({ evenements: [auditEvent()], pagination: { page: 1, limit: 20, total: 45, pages: 3 } });
    });
    return { asked, ...renderApp(path) };
  }

  it('lists the events with a link to the payment, under a nav entry for admins', async () => {
    setup();
    const nav = await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Journal' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: /Journal des actions/ });
    expect(await within(table).findByText('Paiement validé')).toBeInTheDocument();
    // The element by its name and buyer, the change in words: no id, no code (issue 23).
    expect(
      within(table).getByRole('link', { name: 'Ouvrir : Paiement 500 $US · RES-7K4P2Q · LOT-0042' }),
    ).toHaveAttribute('href', '/admin/paiements/p-7aaaaaaa-0000');
    expect(within(table).getByText('Grâce Kalenga')).toBeInTheDocument();
    expect(
      within(table).getByText('Statut : Soumis - En cours de vérification → Validé'),
    ).toBeInTheDocument();
    expect(table).not.toHaveTextContent(/p-7aaaaa|SOUMIS|VALIDE\b/);
  });

  it('searches the author by name or e-mail, and keeps a link’s author id', async () => {
    const { asked, router } = setup('/admin/journal?acteurId=a-1');
    const user = userEvent.setup();
    await screen.findByText('Paiement validé');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('acteurId')).toBe('a-1'));
    expect(screen.queryByLabelText(/identifiant/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Auteur (nom ou e-mail)'), 'aline');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?acteur=aline&acteurId=a-1'));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('acteur')).toBe('aline'));
    expect(asked.at(-1)?.searchParams.get('acteurId')).toBe('a-1');
  });

  it('keeps the filters and the page in the address and asks the server for them', async () => {
    const { asked, router } = setup('/admin/journal?entite=paiement');
    const user = userEvent.setup();
    await screen.findByText('Paiement validé');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('entite')).toBe('paiement'));
    // Every action reads in French, a reservation's creation included (issue 23).
    expect(
      within(screen.getByLabelText('Action')).getByRole('option', { name: 'Réservation créée' }),
    ).toHaveValue('RESERVATION_CREEE');
    await user.selectOptions(screen.getByLabelText('Action'), 'PAIEMENT_VALIDE');
    await user.type(screen.getByLabelText('Du'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?entite=paiement&action=PAIEMENT_VALIDE&dateDebut=2026-11-01',
      ),
    );
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('action')).toBe('PAIEMENT_VALIDE'));
    expect(asked.at(-1)?.searchParams.get('dateDebut')).toBe('2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('page')).toBe('2'));
  });

  it('refuses an agent', async () => {
    stubStaffApi('AGENT');
    renderApp('/admin/journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
  });
});

describe('/admin, the stats above the lists', () => {
  const reservationStats = {
    total: 57,
    parStatut: { EN_ATTENTE: 9, VALIDEE: 31, ANNULEE: 12, EXPIREE: 5 },
    montantTotalValide: 310_000,
    montantEncaisse: 125_400,
  };

  /** A figure's value, read by its label in the named row. */
  function figure(row: HTMLElement, label: string) {
    const term = within(row).getByText(label, { selector: 'dt' });
    return term.nextElementSibling?.textContent;
  }

  it('shows the payments by status and the money validated above the queue', async () => {
    stubStaffApi('ADMIN', paiementsQueue([]));
    renderApp('/admin/paiements');
    const row = await screen.findByRole('region', { name: 'Chiffres des paiements' });
    await within(row).findByText('Paiements', { selector: 'dt' });
    expect(figure(row, 'Paiements')).toBe('42');
    expect(figure(row, 'Soumis - En cours de vérification')).toBe('6');
    expect(figure(row, 'Validé')).toBe('30');
    expect(figure(row, 'Annulé')).toBe('0');
    expect(figure(row, 'Montant validé')).toMatch(/^48\s250,50\s\$/);
  });

  it('keeps the payments list usable when the figures cannot be loaded', async () => {
    stubStaffApi('ADMIN', ({ path }) => {
      if (path === '/paiements/admin/stats') return fail(500, 'Erreur serveur', 'INTERNAL');
      if (path === '/paiements/admin/en-attente')
        return ok({ paiements: [testPaiementAdmin()], pagination: firstPage(1) });
      return undefined;
    });
    renderApp('/admin/paiements');
    const row = await screen.findByRole('region', { name: 'Chiffres des paiements' });
    expect(await within(row).findByText('Chiffres indisponibles pour le moment.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Preuves de paiement à vérifier/ });
    expect(
      await within(table).findByRole('link', { name: 'Vérifier le paiement — LOT-0042' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Impossible de charger ces données.')).not.toBeInTheDocument();
  });

  it('shows an agent the reservations by status and the money above the list', async () => {
    stubStaffApi('AGENT', ({ path }) => {
      if (path === '/reservations/stats') return ok(reservationStats);
      if (path === '/reservations') return ok({ reservations: [], pagination: firstPage(0) });
      return undefined;
    });
    renderApp('/admin/reservations');
    const row = await screen.findByRole('region', { name: 'Chiffres des réservations' });
    await within(row).findByText('Réservations', { selector: 'dt' });
    expect(figure(row, 'Réservations')).toBe('57');
    expect(figure(row, 'En attente')).toBe('9');
    expect(figure(row, 'Validée')).toBe('31');
    expect(figure(row, 'Expirée')).toBe('5');
    expect(figure(row, 'Montant des réservations validées')).toMatch(/^310\s000\s\$/);
    expect(figure(row, 'Montant encaissé')).toMatch(/^125\s400\s\$/);
  });

  it('keeps the reservations list usable when the figures cannot be loaded', async () => {
    stubStaffApi('ADMIN', ({ path }) => {
      if (path === '/reservations/stats') return fail(403, 'Accès refusé', 'FORBIDDEN');
      if (path === '/reservations')
        return ok({ reservations: [testReservation({ id: 'r-3' })], pagination: firstPage(1) });
      return undefined;
    });
    renderApp('/admin/reservations');
    const row = await screen.findByRole('region', { name: 'Chiffres des réservations' });
    expect(await within(row).findByText('Chiffres indisponibles pour le moment.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Toutes les réservations/ });
    expect(
      await within(table).findByRole('link', { name: 'Voir la réservation RES-7K4P2Q' }),
    ).toBeInTheDocument();
  });
});
