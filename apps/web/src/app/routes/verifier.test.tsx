import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../test/api';
import { renderApp } from '../../test/render-app';

const CODE = 'K7QM-4TZP-9XRB-2HWD';

/** The public API: the verification answers the receipt for CODE and 404 for any other code. */
function serve() {
  return stubApi(({ method, path }) => {
    if (method !== 'GET' || !path.startsWith('/recus/verifier/')) return undefined;
    if (path === `/recus/verifier/${CODE}`)
      return ok({
        valide: true,
        numero: 123,
        dateEmission: '2026-11-20T09:00:00.000Z',
        montant: 6000.5,
        numeroLot: 'B-204',
        acheteur: 'A*** M****',
        methode: 'Mobile money',
      });
    return fail(404, 'Ce code ne correspond à aucun reçu.', 'NOT_FOUND');
  });
}

describe('/verifier', () => {
  it('shows an authentic receipt with what it says, the buyer’s name masked', async () => {
    serve();
    renderApp(`/verifier/${CODE}`);
    const verdict = await screen.findByRole('region', { name: 'Reçu authentique' });
    const field = (label: string) => within(verdict).getByText(label).nextElementSibling?.textContent;
    expect(field('Numéro du reçu')).toBe('N° 000123');
    expect(field('Montant')).toMatch(/6\s000,50\s\$US/);
    expect(field('Lot')).toBe('B-204');
    expect(field('Reçu de')).toBe('A*** M****');
    expect(field('Mode de paiement')).toBe('Mobile money');
    expect(field('Émis le')).toBe('20 novembre 2026');
  });

  it('says when no receipt matches, and offers to type the code again', async () => {
    serve();
    renderApp('/verifier/AAAA-BBBB-CCCC-DDDD');
    const verdict = await screen.findByRole('region', { name: 'Reçu introuvable' });
    expect(verdict).toHaveTextContent('Ce code ne correspond à aucun reçu.');
    expect(screen.queryByText('Reçu authentique')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code du reçu' })).toBeInTheDocument();
  });

  it('checks a code typed in the form, in lower case, with the keyboard alone', async () => {
    const fetchMock = serve();
    const { router } = renderApp('/verifier');
    await screen.findByRole('heading', { level: 1, name: 'Vérifier un reçu' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.getByRole('textbox', { name: 'Code du reçu' })).toHaveAccessibleDescription(
      'Saisissez le code du reçu.',
    );
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/recus/verifier'), expect.anything());

    await user.type(screen.getByRole('textbox', { name: 'Code du reçu' }), `${CODE.toLowerCase()}{Enter}`);
    expect(await screen.findByRole('region', { name: 'Reçu authentique' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/verifier/${CODE}`);
  });
});
