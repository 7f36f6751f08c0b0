import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanPaiement } from '@parcelles/shared/contracts/plans-paiement';
import { bodyOf, fail, ok, stubStaffApi, type ApiHandler } from '../../../test/api';
import { renderApp } from '../../../test/render-app';

afterEach(() => act(() => toast.remove()));

const plan = (overrides: Partial<PlanPaiement>): PlanPaiement => ({
  id: 'plan-x',
  nom: 'Plan',
  partAcompte: 30,
  nombreMensualites: 12,
  categories: [],
  parcelleIds: [],
  comptant: false,
  actif: true,
  ordre: 1,
  ...overrides,
});

const PLANS = [
  plan({
    id: 'plan-comptant',
    nom: 'Comptant',
    partAcompte: 100,
    nombreMensualites: 0,
    comptant: true,
    ordre: 0,
  }),
  plan({
    id: 'plan-12',
    nom: 'Douze mois',
    categories: ['MALAIKA_2A', 'MALAIKA_3'],
    parcelleIds: ['p-1', 'p-2'],
  }),
  plan({ id: 'plan-24', nom: 'Vingt-quatre mois', nombreMensualites: 24, actif: false, ordre: 2 }),
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** An administrator's API: the plans' list, and `handler` for the changes, which are recorded. */
function adminApi(handler: ApiHandler = () => undefined) {
  const calls: Call[] = [];
  stubStaffApi('ADMIN', (request) => {
    const { method, path, init } = request;
    if (method === 'GET') return path === '/plans-paiement/admin' ? ok({ plans: PLANS }) : undefined;
    if (path.startsWith('/plans-paiement'))
      calls.push({ method, path, body: init?.body ? bodyOf(init) : undefined });
    return handler(request);
  });
  return calls;
}

const cardOf = (nom: string) => screen.getByRole('listitem', { name: nom });

describe('/admin/plans-paiement', () => {
  it('lists the plans with their deposit, instalments, where they apply and their state; the cash plan is protected', async () => {
    adminApi();
    renderApp('/admin/plans-paiement');
    const nav = await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Plans de paiement' })).toHaveAttribute(
      'href',
      '/admin/plans-paiement',
    );
    await screen.findByRole('heading', { level: 2, name: 'Douze mois' });

    const cash = cardOf('Comptant');
    expect(cash).toHaveTextContent('Plan comptant : toujours proposé');
    expect(cash).toHaveTextContent(/Acompte100 %/);
    expect(cash).toHaveTextContent("S'applique àToutes les parcelles");
    expect(within(cash).queryByRole('button', { name: /Supprimer|Désactiver/ })).not.toBeInTheDocument();

    const twelve = cardOf('Douze mois');
    expect(twelve).toHaveTextContent('Actif');
    expect(twelve).toHaveTextContent(/Mensualités12/);
    expect(twelve).toHaveTextContent('Malaika 2A, Malaika 3, 2 parcelles choisies');
    expect(cardOf('Vingt-quatre mois')).toHaveTextContent('Inactif');
  });

  it('deactivates and deletes after a confirmation, and activates at once', async () => {
    const calls = adminApi(({ method }) =>
      method === 'PATCH' || method === 'DELETE' ? ok(PLANS[1], 'Fait') : undefined,
    );
    renderApp('/admin/plans-paiement');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Désactiver le plan Douze mois' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Désactiver ce plan ?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, désactiver' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'PATCH', path: '/plans-paiement/plan-12', body: { actif: false } }]),
    );

    await user.click(screen.getByRole('button', { name: 'Supprimer le plan Vingt-quatre mois' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Supprimer ce plan ?' })).getByRole('button', {
        name: 'Oui, supprimer',
      }),
    );
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/plans-paiement/plan-24' }),
    );

    await user.click(screen.getByRole('button', { name: 'Activer le plan Vingt-quatre mois' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'PATCH',
        path: '/plans-paiement/plan-24',
        body: { actif: true },
      }),
    );
  });

  it('creates a plan: checked with the contract, previewed, the taken name shown on its field', async () => {
    let attempt = 0;
    const calls = adminApi(({ method, path }) => {
      if (path !== '/plans-paiement' || method !== 'POST') return undefined;
      attempt += 1;
      return attempt === 1
        ? fail(409, 'Un plan porte déjà ce nom', 'CONFLICT')
        : ok(plan({ id: 'plan-new', nom: 'Dix mois' }), 'Plan créé', 201);
    });
    const { router } = renderApp('/admin/plans-paiement/nouveau');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Nouveau plan de paiement' });

    // 30 % and 12 by default: the preview for 25 000 $ follows the fields.
    const preview = screen.getByRole('region', { name: /Aperçu pour une parcelle à 25\s000/ });
    expect(preview).toHaveTextContent(/Acompte · .*7\s500/);
    expect(preview).toHaveTextContent(/Mensualité 1 · .*1\s458,34/);
    expect(preview).toHaveTextContent(/puis 10 autres mensualités/);

    await user.clear(screen.getByLabelText('Nombre de mensualités'));
    await user.type(screen.getByLabelText('Nombre de mensualités'), '0');
    await user.click(screen.getByRole('button', { name: 'Créer le plan' }));
    expect(screen.getByText('Le nom du plan est requis')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de mensualités')).toHaveAccessibleDescription(
      /Un plan à 100 % se paie comptant/,
    );
    expect(preview).toHaveTextContent('Aperçu disponible une fois');
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Nom du plan'), 'Dix mois');
    await user.clear(screen.getByLabelText('Nombre de mensualités'));
    await user.type(screen.getByLabelText('Nombre de mensualités'), '10');
    await user.click(screen.getByLabelText('Malaika Prime'));
    await user.click(screen.getByRole('button', { name: 'Créer le plan' }));
    expect(await screen.findByText('Un plan porte déjà ce nom')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du plan')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Nom du plan'));
    await user.type(screen.getByLabelText('Nom du plan'), 'Dix mois Prime');
    await user.click(screen.getByRole('button', { name: 'Créer le plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/plans-paiement'));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: {
        nom: 'Dix mois Prime',
        partAcompte: 30,
        nombreMensualites: 10,
        categories: ['MALAIKA_PRIME'],
        actif: true,
      },
    });
  });

  it("edits a plan without touching its plots, the server's field errors on the fields", async () => {
    let attempt = 0;
    const calls = adminApi(({ method }) => {
      if (method !== 'PATCH') return undefined;
      attempt += 1;
      return attempt === 1
        ? fail(400, 'Données invalides', 'VALIDATION_ERROR', {
            partAcompte: ["La part d'acompte doit être un pourcentage entier entre 1 et 100"],
          })
        : ok(PLANS[1], 'Plan enregistré');
    });
    renderApp('/admin/plans-paiement/plan-12');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Nom du plan')).toHaveValue('Douze mois');
    expect(screen.getByLabelText('Malaika 2A')).toBeChecked();
    expect(screen.getByLabelText('Malaika 2B')).not.toBeChecked();
    await user.click(screen.getByLabelText('Malaika 2B'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("La part d'acompte doit être un pourcentage entier entre 1 et 100"),
    ).toBeInTheDocument();
    const body = calls[0]!.body as Record<string, unknown>;
    expect(calls[0]!.path).toBe('/plans-paiement/plan-12');
    expect(body).not.toHaveProperty('parcelleIds');
    expect(body.categories).toEqual(['MALAIKA_2A', 'MALAIKA_2B', 'MALAIKA_3']);
  });

  it('refuses an agent', async () => {
    stubStaffApi('AGENT');
    renderApp('/admin/plans-paiement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeInTheDocument();
    const nav = screen.queryByRole('navigation', { name: 'Navigation du back-office' });
    if (nav) expect(within(nav).queryByRole('link', { name: 'Plans de paiement' })).not.toBeInTheDocument();
  });
});
