// The back office's side of a payment's conversation (issue 12, ADR 016): 'Demander un complément'
// beside Valider/Rejeter, then the thread and a reply form for staff.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderApp, stubFetch } from '../../../test/render-app';
import { storeTestSession, testUser } from '../../../test/session';

const ok = (data: unknown, message?: string) => Response.json({ success: true, data, message });
const fail = (status: number, message: string, code: string) =>
  Response.json({ success: false, message, code }, { status });
const ASK = 'Le bordereau est illisible : envoyez une photo plus nette.';

function paiement(overrides: Record<string, unknown> = {}) {
  return {
    id: 'p-7',
    reservationId: 'r-3',
    montant: 500,
    methode: 'VIREMENT_BANCAIRE',
    operateur: null,
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

function setup() {
  let current = paiement();
  const messages: unknown[] = [];
  const asked: unknown[] = [];
  stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/auth/profile') return ok(testUser({ role: 'ADMIN' }));
    if (url.pathname.startsWith('/api/v1/notifications'))
      return ok({ notifications: [], pagination: { page: 1, limit: 20, total: 0, pages: 1 } });
    if (url.pathname === '/api/v1/paiements/p-7') return ok(current);
    if (url.pathname === '/api/v1/paiements/p-7/messages') return ok({ messages });
    if (url.pathname === '/api/v1/paiements/p-7/demander-complement' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { message: string };
      asked.push(body);
      current = paiement({ statut: 'EN_ATTENTE' });
      messages.push({
        id: 'm-1',
        cote: 'EQUIPE',
        auteur: { nom: 'Awa Mbuyi' },
        message: body.message,
        demandeComplement: true,
        date: new Date().toISOString(),
        preuves: [],
      });
      return ok(current, 'Demande de complément envoyée');
    }
    return fail(404, 'Introuvable', 'NOT_FOUND');
  });
  storeTestSession(testUser({ role: 'ADMIN' }));
  renderApp('/admin/paiements/p-7');
  return { asked };
}

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

describe('/admin/paiements/:id: asking the buyer for more', () => {
  it('requires a message, sends it, then shows the payment awaiting proof with its thread', async () => {
    const { asked } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Demander un complément' }));
    const form = screen.getByRole('form', { name: 'Demander un complément à l’acheteur' });

    await user.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));
    expect(within(form).getByText('Le message est requis')).toBeInTheDocument();
    expect(asked).toHaveLength(0);

    await user.type(within(form).getByLabelText('Message pour l’acheteur'), ASK);
    await user.click(within(form).getByRole('button', { name: 'Envoyer la demande' }));

    expect(await screen.findByText('Demande de complément envoyée')).toBeInTheDocument();
    expect(asked).toEqual([{ message: ASK }]);
    expect(await screen.findByText('En attente de preuve')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider le paiement' })).not.toBeInTheDocument();
    const thread = screen.getByRole('region', { name: 'Conversation' });
    expect(within(thread).getByText(ASK)).toBeInTheDocument();
    expect(within(thread).getByText('Notre équipe (Awa Mbuyi)')).toBeInTheDocument();
    // Staff may write too, text only.
    expect(within(thread).getByLabelText('Votre réponse')).toBeInTheDocument();
    expect(within(thread).queryByLabelText('Preuves de paiement')).not.toBeInTheDocument();
  });

  it('closes the form on Annuler without sending anything', async () => {
    const { asked } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Demander un complément' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(
      screen.queryByRole('form', { name: 'Demander un complément à l’acheteur' }),
    ).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
