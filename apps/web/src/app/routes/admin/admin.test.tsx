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
