import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@parcelles/shared/contracts/auth';
import { reservationFixture } from '../../../features/reservations/test/fixtures';
import { renderApp, stubFetch } from '../../../test/render-app';
import { storeTestSession, testUser } from '../../../test/session';

const ok = (data: unknown, message?: string) => Response.json({ success: true, data, message });
const fail = (status: number, message: string, code: string) =>
  Response.json({ success: false, message, code }, { status });
const page = (total: number) => ({ page: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) });

function paiement(overrides: Record<string, unknown> = {}) {
  return {
    id: 'p-7',
    reservationId: 'r-3',
    montant: 500,
    methode: 'VIREMENT_BANCAIRE',
    statut: 'SOUMIS',
    datePaiement: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    referencePaiement: 'VIR-2026-001',
    commentaire: null,
    commentaireAdmin: null,
    traiteLe: null,
    remboursable: false,
    parcelle: { id: 'parc-1', numeroLot: 'LOT-0042' },
    acheteur: { id: 'u-9', nom: 'Grâce Kalenga', email: 'grace@exemple.cd' },
    preuves: [],
    ...overrides,
  };
}

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

/** The API as staff see it: the session check answers `user`, `handler` the rest (404 otherwise). */
function fakeApi(user: User, handler: Handler = () => undefined) {
  return stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/auth/profile') return ok(user);
    if (url.pathname.startsWith('/api/v1/notifications'))
      return ok({ notifications: [], pagination: page(0) });
    return handler(url, init) ?? fail(404, 'Introuvable', 'NOT_FOUND');
  });
}

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;

describe('/admin: who gets in', () => {
  it('tells a signed-in buyer "Accès refusé", with a way home', async () => {
    fakeApi(storeTestSession(testUser({ role: 'ACHETEUR' })));
    renderApp('/admin/paiements/p-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Navigation du back-office' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the page', async () => {
    stubFetch(() => fail(401, 'Non authentifié', 'UNAUTHORIZED'));
    const { router } = renderApp('/admin/reservations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/admin/reservations',
    );
  });

  it('shows an agent the dashboard and reservations, not the payments', async () => {
    fakeApi(storeTestSession(testUser({ role: 'AGENT' })));
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
    fakeApi(storeTestSession(testUser({ role: 'AGENT' })));
    renderApp('/admin/paiements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('gives an agent a reservation to read, without the actions', async () => {
    const reservation = reservationFixture({ id: 'r-3' });
    fakeApi(storeTestSession(testUser({ role: 'AGENT' })), (url) =>
      url.pathname === '/api/v1/reservations/r-3' ? ok(reservation) : undefined,
    );
    renderApp('/admin/reservations/r-3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réservation RES-7K4P2Q' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Consultation seule/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider la réservation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prolonger' })).not.toBeInTheDocument();
  });
});

describe('/admin/reservations/:id, the history', () => {
  it("lists the reservation's events oldest first, in the Journal's format", async () => {
    fakeApi(storeTestSession(testUser({ role: 'AGENT' })), (url) => {
      if (url.pathname === '/api/v1/reservations/r-3') return ok(reservationFixture({ id: 'r-3' }));
      if (url.pathname === '/api/v1/reservations/r-3/historique')
        return ok({
          evenements: [
            auditEvent({
              id: 1,
              action: 'RESERVATION_PROLONGEE',
              libelle: 'Réservation prolongée',
              entite: 'reservation',
              entiteId: 'r-3',
              avant: { dateExpiration: '2026-11-20' },
              apres: { dateExpiration: '2026-11-27' },
            }),
            auditEvent({ id: 2 }),
          ],
        });
      return undefined;
    });
    renderApp('/admin/reservations/r-3');
    const history = await screen.findByRole('table', { name: /Historique de la réservation/ });
    await within(history).findByText('Réservation prolongée');
    const rows = within(history).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Action'),
      expect.stringContaining('dateExpiration : 2026-11-20 → 2026-11-27'),
      expect.stringContaining('statut : SOUMIS → VALIDE'),
    ]);
    // An agent cannot open payments: the payment is named, not linked.
    expect(within(history).queryByRole('link', { name: /Paiement/ })).not.toBeInTheDocument();
  });
});

describe('/admin/paiements', () => {
  it("lists the proofs awaiting review with the buyer's contact, the age and the flags", async () => {
    const row = paiement({
      montantRestant: 1_500,
      referenceDejaUtilisee: true,
      contact: { nom: 'Grâce Kalenga', email: 'grace@exemple.cd', telephone: '+243812345678' },
    });
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url) =>
      url.pathname === '/api/v1/paiements/admin/en-attente'
        ? ok({ paiements: [row], pagination: page(1) })
        : undefined,
    );
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
    const row = paiement({ methode: 'MOBILE_MONEY', operateur: 'MPESA', referencePaiement: 'QK71AB2C3D' });
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url) =>
      url.pathname === '/api/v1/paiements/admin/en-attente'
        ? ok({ paiements: [row], pagination: page(1) })
        : undefined,
    );
    renderApp('/admin/paiements');
    const table = await screen.findByRole('table', { name: /Preuves de paiement à vérifier/ });
    expect(await within(table).findByText('Mobile money · M-Pesa')).toBeInTheDocument();
  });

  it('warns on the payment page that its reference is already used, linking the other payment', async () => {
    const current = paiement({
      paiementsMemeReference: [{ paiementId: 'p-2', reservationReference: 'RES-7K4P2Q' }],
    });
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url) =>
      url.pathname === '/api/v1/paiements/p-7' ? ok(current) : undefined,
    );
    renderApp('/admin/paiements/p-7');
    const warning = await screen.findByRole('region', { name: 'Référence déjà utilisée' });
    expect(warning).toHaveTextContent('Un autre paiement porte la même référence.');
    expect(
      within(warning).getByRole('link', { name: 'Paiement de la réservation RES-7K4P2Q' }),
    ).toHaveAttribute('href', '/admin/paiements/p-2');
  });
});

describe('/admin/paiements/:id, the decision', () => {
  function setup(answer: (decision: string, init?: RequestInit) => Response) {
    let current = paiement();
    const calls: { decision: string; body: Record<string, unknown> }[] = [];
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url, init) => {
      if (url.pathname === '/api/v1/paiements/p-7') return ok(current);
      const decided = /^\/api\/v1\/paiements\/p-7\/(valider|rejeter)$/.exec(url.pathname);
      if (decided && init?.method === 'POST') {
        calls.push({ decision: decided[1]!, body: bodyOf(init) });
        const response = answer(decided[1]!, init);
        if (response.ok) current = paiement({ statut: decided[1] === 'valider' ? 'VALIDE' : 'REJETE' });
        return response;
      }
      return undefined;
    });
    renderApp('/admin/paiements/p-7');
    return {
      calls,
      decideElsewhere: (statut: string) => {
        current = paiement({ statut, commentaireAdmin: 'Reçu au guichet.' });
      },
    };
  }

  it('validates after a confirmation', async () => {
    const { calls } = setup(() => ok(paiement({ statut: 'VALIDE' }), 'Paiement validé avec succès'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Valider le paiement' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Valider ce paiement ?' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, valider' }));
    expect(await screen.findByText('Ce paiement a déjà été traité.')).toBeInTheDocument();
    expect(calls).toEqual([{ decision: 'valider', body: {} }]);
    expect(screen.getByText('Validé')).toBeInTheDocument();
  });

  it('asks for a comment before rejecting, then sends it', async () => {
    const { calls } = setup(() => ok(paiement({ statut: 'REJETE' })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rejeter le paiement' }));
    expect(screen.getByText('Un commentaire est requis pour rejeter un paiement')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Commentaire pour l’acheteur'), 'Le bordereau est illisible.');
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
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url, init) => {
      if (url.pathname === '/api/v1/reservations/r-3' && init?.method === 'GET')
        return ok(reservationFixture({ id: 'r-3' }));
      if (init?.method === 'POST' && url.pathname.startsWith('/api/v1/reservations/r-3/')) {
        calls.push({ path: url.pathname.slice('/api/v1/reservations/r-3/'.length), body: bodyOf(init) });
        return ok(reservationFixture({ id: 'r-3' }), 'C’est fait');
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

const HOUR = 3_600_000;

function dashboard(overrides: Record<string, unknown> = {}) {
  return {
    parcellesParStatut: { DISPONIBLE: 120, RESERVEE: 14, VENDUE: 31, SUSPENDUE: 2 },
    reservationsParStatut: { EN_ATTENTE: 9, VALIDEE: 5, REJETEE: 1, EXPIREE: 4, ANNULEE: 2 },
    preuvesEnAttente: { nombre: 3, plusAncienneHeures: 20, promisHeures: 24, maxHeures: 48, enRetard: 0 },
    montantValide: { ceMois: 12_500, total: 250_000 },
    expirentSous24h: {
      nombre: 1,
      reservations: [
        {
          id: 'r-3',
          reference: 'RES-7K4P2Q',
          dateExpiration: new Date(Date.now() + 5 * HOUR).toISOString(),
          parcelle: { id: 'parc-1', numeroLot: 'LOT-0042' },
          acheteur: { id: 'u-9', nom: 'Grâce Kalenga' },
        },
      ],
    },
    paiementsParSemaine: Array.from({ length: 12 }, (_, i) => ({
      debut: `2026-${i < 4 ? '09' : i < 8 ? '10' : '11'}-${String(1 + (i % 4) * 7).padStart(2, '0')}`,
      montant: i === 11 ? 4_000 : 1_000,
      nombre: 1,
    })),
    ventesParCategorie: { MALAIKA_2A: 10, MALAIKA_2B: 8, MALAIKA_3: 7, MALAIKA_PRIME: 6 },
    ...overrides,
  };
}

function auditEvent(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    date: '2026-11-20T08:30:00.000Z',
    action: 'PAIEMENT_VALIDE',
    libelle: 'Paiement validé',
    entite: 'paiement',
    entiteId: 'p-7aaaaaaa-0000',
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
    fakeApi(storeTestSession(testUser({ role })), (url) => {
      asked.push(url.pathname + url.search);
      if (url.pathname === '/api/v1/admin/dashboard') return ok(data);
      if (url.pathname === '/api/v1/audit')
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
              avant: { statut: 'EN_ATTENTE' },
              apres: { statut: 'EXPIREE' },
            }),
          ],
          pagination: page(2),
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
    expect(within(latest).getByText('statut : SOUMIS → VALIDE')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'Ouvrir : Réservation r-3' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-3',
    );
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
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url) => {
      if (url.pathname !== '/api/v1/audit') return undefined;
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
    expect(within(table).getByRole('link', { name: 'Ouvrir : Paiement p-7aaaaa' })).toHaveAttribute(
      'href',
      '/admin/paiements/p-7aaaaaaa-0000',
    );
  });

  it('keeps the filters and the page in the address and asks the server for them', async () => {
    const { asked, router } = setup('/admin/journal?entite=paiement');
    const user = userEvent.setup();
    await screen.findByText('Paiement validé');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('entite')).toBe('paiement'));
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
    fakeApi(storeTestSession(testUser({ role: 'AGENT' })));
    renderApp('/admin/journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
  });
});

describe('/admin, the stats above the lists', () => {
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
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url) => {
      if (url.pathname === '/api/v1/paiements/admin/stats') return ok(paiementStats);
      if (url.pathname === '/api/v1/paiements/admin/en-attente')
        return ok({ paiements: [], pagination: page(0) });
      return undefined;
    });
    renderApp('/admin/paiements');
    const row = await screen.findByRole('region', { name: 'Chiffres des paiements' });
    await within(row).findByText('Paiements', { selector: 'dt' });
    expect(figure(row, 'Paiements')).toBe('42');
    expect(figure(row, 'Soumis - En cours de vérification')).toBe('6');
    expect(figure(row, 'Validé')).toBe('30');
    expect(figure(row, 'Annulé')).toBe('0');
    expect(figure(row, 'Montant validé')).toMatch(/^48\s250,5\s\$/);
  });

  it('keeps the payments list usable when the figures cannot be loaded', async () => {
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url) => {
      if (url.pathname === '/api/v1/paiements/admin/stats') return fail(500, 'Erreur serveur', 'INTERNAL');
      if (url.pathname === '/api/v1/paiements/admin/en-attente')
        return ok({ paiements: [paiement()], pagination: page(1) });
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
    fakeApi(storeTestSession(testUser({ role: 'AGENT' })), (url) => {
      if (url.pathname === '/api/v1/reservations/stats') return ok(reservationStats);
      if (url.pathname === '/api/v1/reservations') return ok({ reservations: [], pagination: page(0) });
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
    fakeApi(storeTestSession(testUser({ role: 'ADMIN' })), (url) => {
      if (url.pathname === '/api/v1/reservations/stats') return fail(403, 'Accès refusé', 'FORBIDDEN');
      if (url.pathname === '/api/v1/reservations')
        return ok({ reservations: [reservationFixture({ id: 'r-3' })], pagination: page(1) });
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
