import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Utilisateur, UtilisateurDetail } from '@parcelles/shared/contracts/utilisateurs';
import {
  bodyOf,
  fail,
  firstPage,
  ok,
  stubSignedInApi,
  stubStaffApi,
  type ApiHandler,
} from '../../../test/api';
import { renderApp } from '../../../test/render-app';
import { storeTestSession, testUser } from '../../../test/session';

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

/** /admin/utilisateurs/{id} asks the account (as it is now) and its journal. */
const accountPage =
  (account: () => UtilisateurDetail): ApiHandler =>
  ({ method, path }) => {
    if (method !== 'GET') return undefined;
    if (path === `/utilisateurs/${account().utilisateur.id}`) return ok(account());
    if (path === '/audit') return ok({ evenements: [], pagination: firstPage(0) });
    return undefined;
  };

describe('/admin/utilisateurs, the list', () => {
  it('is for administrators: an agent gets "Accès refusé" and no menu entry', async () => {
    stubStaffApi('AGENT');
    renderApp('/admin/utilisateurs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
  });

  it('lists the accounts, sends the filters to the server and links each row to its page', async () => {
    const asked: string[] = [];
    stubSignedInApi(admin(), ({ url, path }) => {
      if (path === '/utilisateurs') {
        asked.push(url.search);
        return ok({
          utilisateurs: [
            utilisateur(),
            utilisateur({ id: 'u-10', nom: 'Jean Agent', role: 'AGENT', actif: false }),
          ],
          pagination: firstPage(2),
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
    stubSignedInApi(admin(), accountPage(detail));
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
    stubSignedInApi(
      admin(),
      ({ method, path, init }) => {
        if (method !== 'PATCH' || path !== '/utilisateurs/u-9') return undefined;
        patches.push(bodyOf(init));
        current = detail({ actif: false });
        return ok(current.utilisateur, 'Utilisateur mis à jour');
      },
      accountPage(() => current),
    );
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
    stubSignedInApi(
      admin(),
      ({ method, path }) =>
        method === 'PATCH' && path === '/utilisateurs/u-9' ? fail(409, lastAdmin, 'CONFLICT') : undefined,
      accountPage(() => detail({ role: 'ADMIN' })),
    );
    renderApp('/admin/utilisateurs/u-9');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Nouveau rôle' }), 'AGENT');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le rôle' }));
    expect(await screen.findByText(lastAdmin)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nouveau rôle' })).toHaveValue('ADMIN');
  });

  it('offers no role or access change on one’s own account', async () => {
    stubSignedInApi(
      admin(),
      accountPage(() => detail({ id: 'a-1', nom: 'Aline Admin', role: 'ADMIN' })),
    );
    renderApp('/admin/utilisateurs/a-1');
    expect(await screen.findByText(/C’est votre compte/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Désactiver le compte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Nouveau rôle' })).not.toBeInTheDocument();
  });
});

describe('/admin/utilisateurs/inviter', () => {
  it("checks the fields, then shows the server's refusal on the e-mail field", async () => {
    const sent: Record<string, unknown>[] = [];
    stubSignedInApi(admin(), ({ method, path, init }) => {
      if (method === 'POST' && path === '/utilisateurs/invitations') {
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
