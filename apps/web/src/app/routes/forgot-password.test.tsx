import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, route, stubApi } from '../../test/api';
import { renderApp } from '../../test/render-app';

afterEach(() => act(() => toast.remove()));

/** Asks for a link; answers the confirmation and how many times it says how long the link is valid. */
async function askForLink() {
  const user = userEvent.setup();
  renderApp('/forgot-password');
  await user.type(await screen.findByLabelText('Adresse email'), 'awa@exemple.cd');
  await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
  const heading = await screen.findByRole('heading', { name: 'Vérifiez votre boîte de réception' });
  // The confirmation is the status region around its heading (the toast is another one).
  const confirmation = heading.closest<HTMLElement>('[role="status"]')!;
  return { confirmation, validityMentions: (confirmation.textContent?.match(/valable/g) ?? []).length };
}

describe('forgot password', () => {
  it("says once how long the link is valid, in the server's words", async () => {
    stubApi(
      route('POST', '/auth/forgot-password', () =>
        ok(
          null,
          // The API's answer (auth.service.ts, resetSent).
          "Si un compte correspond à cette adresse, un email de réinitialisation vient d'être envoyé. Le lien est valable 1 heure.",
        ),
      ),
    );
    const { confirmation, validityMentions } = await askForLink();
    expect(confirmation).toHaveTextContent('Le lien est valable 1 heure.');
    expect(confirmation).toHaveTextContent('Pensez à regarder dans vos courriers indésirables.');
    expect(validityMentions).toBe(1);
  });

  it('says it once too when the server gives no message', async () => {
    stubApi(route('POST', '/auth/forgot-password', () => ok(null)));
    const { confirmation, validityMentions } = await askForLink();
    expect(confirmation).toHaveTextContent('Le lien est valable 1 heure.');
    expect(validityMentions).toBe(1);
  });
});
