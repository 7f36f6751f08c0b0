import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@parcelles/shared/contracts/auth';
import type { Utilisateur, UtilisateurDetail } from '@parcelles/shared/contracts/utilisateurs';
import { renderApp, stubFetch } from '../../../test/render-app';
import { storeTestSession, testUser } from '../../../test/session';

const ok = (data: unknown, message?: string) => Response.json({ success: true, data, message });
const fail = (status: number, message: string, code: string, errors?: Record<string, string>) =>
  Response.json({ success: false, message, code, ...(errors ? { errors } : {}) }, { status });
const page = (total: number) => ({ page: 1, limit: 20, total, pages: Math.max(1, Math.ceil(total / 20)) });

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

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

function utilisateur(overrides: Partial<Utilisateur> = {}): Utilisateur {
  return {
    id: 'u-9',
    nom: 'Grâce Kalenga',
    email: 'grace@exemple.cd',
    telephone: '+243812345678',
    role: 'ACHETEUR',
    actif: true,
    emailVerifie: true,
    dateCreation: '2026-01-15T09:00:00.000Z',
    derniereConnexion: '2026-03-02T07:30:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<Utilisateur> = {}): UtilisateurDetail {
  return {
    utilisateur: utilisateur(overrides),
    reservations: [
      {
        id: 'r-3',
        reference: 'RES-7K4P2Q',
        statut: 'EN_ATTENTE',
        parcelle: { id: 'parc-1', numeroLot: 'LOT-0042' },
        dateReservation: '2026-03-01T10:00:00.000Z',
        montantTotal: 12000,
        montantPaye: 0,
      },
    ],
    paiements: [
      {
        id: 'p-7',
        reservationId: 'r-3',
        reservationReference: 'RES-7K4P2Q',
        numeroLot: 'LOT-0042',
        montant: 500,
        methode: 'ESPECES',
        statut: 'SOUMIS',
        datePaiement: '2026-03-02T10:00:00.000Z',
      },
    ],
    parcelles: [],
  };
}

const admin = () => storeTestSession(testUser({ id: 'a-1', nom: 'Aline Admin', role: 'ADMIN' }));

describe('/admin/utilisateurs, the list', () => {
  it('is for administrators: an agent gets "Accès refusé" and no menu entry', async () => {
    fakeApi(storeTestSession(testUser({ role: 'AGENT' })));
    renderApp('/admin/utilisateurs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('lists the accounts, sends the filters to the server and links each row to its page', async () => {
    const asked: string[] = [];
    fakeApi(admin(), (url) => {
      if (url.pathname === '/api/v1/utilisateurs') {
        asked.push(url.search);
        return ok({
          utilisateurs: [
            utilisateur(),
            utilisateur({ id: 'u-10', nom: 'Jean Agent', role: 'AGENT', actif: false }),
          ],
          pagination: page(2),
        });
      }
      return undefined;
    });
    renderApp('/admin/utilisateurs');
    const nav = await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Utilisateurs' })).toHaveAttribute(
      'href',
      '/admin/utilisateurs',
    );
    expect(await screen.findByRole('link', { name: 'Ouvrir le compte de Grâce Kalenga' })).toHaveAttribute(
      'href',
      '/admin/utilisateurs/u-9',
    );
    expect(screen.getAllByText('Désactivé').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Nom, email ou téléphone' }), 'kalenga');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'AGENT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'État' }), 'DESACTIVE');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => {
      const last = new URLSearchParams(asked.at(-1));
      expect([last.get('search'), last.get('role'), last.get('etat')]).toEqual([
        'kalenga',
        'AGENT',
        'DESACTIVE',
      ]);
    });
  });
});

describe('/admin/utilisateurs/:id', () => {
  it("shows the account's reservations and payments with links to them", async () => {
    fakeApi(admin(), (url) => {
      if (url.pathname === '/api/v1/utilisateurs/u-9') return ok(detail());
      if (url.pathname === '/api/v1/audit') return ok({ evenements: [], pagination: page(0) });
      return undefined;
    });
    renderApp('/admin/utilisateurs/u-9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compte de Grâce Kalenga' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir la réservation RES-7K4P2Q' })).toHaveAttribute(
      'href',
      '/admin/reservations/r-3',
    );
    expect(
      screen.getByRole('link', { name: /Ouvrir le paiement de .* pour le lot LOT-0042/ }),
    ).toHaveAttribute('href', '/admin/paiements/p-7');
    expect(screen.getByText('Aucune parcelle acquise.')).toBeInTheDocument();
  });

  it('deactivates after a confirmation that says the sessions end at once', async () => {
    let current = detail();
    const patches: Record<string, unknown>[] = [];
    fakeApi(admin(), (url, init) => {
      if (url.pathname === '/api/v1/utilisateurs/u-9' && init?.method === 'PATCH') {
        patches.push(bodyOf(init));
        current = detail({ actif: false });
        return ok(current.utilisateur, 'Utilisateur mis à jour');
      }
      if (url.pathname === '/api/v1/utilisateurs/u-9') return ok(current);
      if (url.pathname === '/api/v1/audit') return ok({ evenements: [], pagination: page(0) });
      return undefined;
    });
    renderApp('/admin/utilisateurs/u-9');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Désactiver le compte' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Désactiver le compte de Grâce Kalenga ?' });
    expect(dialog).toHaveTextContent(/Toutes ses sessions prennent fin immédiatement/);
    expect(patches).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));
    await waitFor(() => expect(patches).toEqual([{ actif: false }]));
    expect(await screen.findByRole('button', { name: 'Réactiver le compte' })).toBeInTheDocument();
    expect(
      screen.getByText('Ce compte est désactivé : son titulaire ne peut pas se connecter.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal when the account is the last administrator", async () => {
    const lastAdmin =
      'Ce compte est le dernier administrateur actif : il ne peut être ni rétrogradé ni désactivé. Nommez d’abord un autre administrateur.';
    fakeApi(admin(), (url, init) => {
      if (url.pathname === '/api/v1/utilisateurs/u-9' && init?.method === 'PATCH')
        return fail(409, lastAdmin, 'CONFLICT');
      if (url.pathname === '/api/v1/utilisateurs/u-9') return ok(detail({ role: 'ADMIN' }));
      if (url.pathname === '/api/v1/audit') return ok({ evenements: [], pagination: page(0) });
      return undefined;
    });
    renderApp('/admin/utilisateurs/u-9');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Nouveau rôle' }), 'AGENT');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le rôle' }));
    expect(await screen.findByText(lastAdmin)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nouveau rôle' })).toHaveValue('ADMIN');
  });

  it('offers no role or access change on one’s own account', async () => {
    fakeApi(admin(), (url) => {
      if (url.pathname === '/api/v1/utilisateurs/a-1')
        return ok(detail({ id: 'a-1', nom: 'Aline Admin', role: 'ADMIN' }));
      if (url.pathname === '/api/v1/audit') return ok({ evenements: [], pagination: page(0) });
      return undefined;
    });
    renderApp('/admin/utilisateurs/a-1');
    expect(await screen.findByText(/C’est votre compte/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Nouveau rôle' })).not.toBeInTheDocument();
  });
});

describe('/admin/utilisateurs/inviter', () => {
  it("checks the fields, then shows the server's refusal on the e-mail field", async () => {
    const sent: Record<string, unknown>[] = [];
    fakeApi(admin(), (url, init) => {
      if (url.pathname === '/api/v1/utilisateurs/invitations') {
        sent.push(bodyOf(init));
        return fail(409, 'Cette adresse email est déjà utilisée', 'CONFLICT', {
          email: 'Cette adresse email est déjà utilisée',
        });
      }
      return undefined;
    });
    renderApp('/admin/utilisateurs/inviter');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Envoyer l’invitation' }));
    expect(screen.getByRole('textbox', { name: 'Nom complet' })).toHaveAccessibleDescription(
      /Le nom complet est requis/,
    );
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Nom complet' }), 'Kabongo Mwamba');
    await user.type(screen.getByRole('textbox', { name: 'Adresse email' }), 'kabongo@exemple.cd');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rôle' }), 'ADMIN');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Adresse email' })).toHaveAccessibleDescription(
        /Cette adresse email est déjà utilisée/,
      ),
    );
    expect(sent).toEqual([{ nom: 'Kabongo Mwamba', email: 'kabongo@exemple.cd', role: 'ADMIN' }]);
  });
});
