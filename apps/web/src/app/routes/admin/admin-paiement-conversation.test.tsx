// The back office's side of a payment's conversation (issue 12, ADR 016): 'Demander un complément'
// beside Valider/Rejeter, then the thread and a reply form for staff.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaiementMessage } from '@parcelles/shared/contracts/paiement-messages';
import { bodyOf, ok, stubStaffApi } from '../../../test/api';
import { FakeXhr } from '../../../test/fake-xhr';
import { testPaiement } from '../../../test/fixtures';
import { paiementPage } from '../../../test/pages';
import { renderApp } from '../../../test/render-app';

const ASK = 'Le bordereau est illisible : envoyez une photo plus nette.';

function setup() {
  let current = testPaiement();
  const messages: PaiementMessage[] = [];
  const asked: unknown[] = [];
  stubStaffApi(
    'ADMIN',
    paiementPage(() => current, messages),
    ({ method, path, init }) => {
      if (method !== 'POST' || path !== '/paiements/p-7/demander-complement') return undefined;
      const body = bodyOf(init);
      asked.push(body);
      current = testPaiement({ statut: 'EN_ATTENTE' });
      messages.push({
        id: 'm-1',
        cote: 'EQUIPE',
        auteur: { nom: 'Awa Mbuyi' },
        message: String(body.message),
        demandeComplement: true,
        date: new Date().toISOString(),
        preuves: [],
      });
      return ok(current, 'Demande de complément envoyée');
    },
  );
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
  it('asks with the decision’s one message box, then shows the payment awaiting proof with its thread', async () => {
    const { asked } = setup();
    const user = userEvent.setup();
    const decision = await screen.findByRole('region', { name: 'Décision' });
    // Issue 23: one box for the buyer, not one per answer.
    expect(within(decision).getAllByRole('textbox')).toHaveLength(1);

    await user.click(within(decision).getByRole('button', { name: 'Demander un complément' }));
    const box = within(decision).getByLabelText('Message pour l’acheteur');
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('Écrivez à l’acheteur ce qui manque pour demander un complément'),
    );
    expect(box).toHaveFocus();
    expect(asked).toHaveLength(0);

    await user.type(box, ASK);
    await user.click(within(decision).getByRole('button', { name: 'Demander un complément' }));

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

  it('speaks to the administrator as staff: one hint for the three answers, the buyer to write to (issue 23)', async () => {
    setup();
    const comment = await screen.findByLabelText('Message pour l’acheteur');
    expect(comment).toHaveAccessibleDescription(
      expect.stringContaining(
        'L’acheteur le lira avec votre réponse : facultatif pour valider, obligatoire pour rejeter (dites ce qui ne va pas) ou demander un complément',
      ),
    );
    const thread = screen.getByRole('region', { name: 'Conversation' });
    expect(
      await within(thread).findByText(
        'Aucun message pour l’instant. Écrivez à l’acheteur au sujet de ce paiement.',
      ),
    ).toBeInTheDocument();
    expect(within(thread).queryByText(/écrire à notre équipe/)).not.toBeInTheDocument();
  });
});
