import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Preuve } from '@parcelles/shared/contracts/paiements';
import { ProofViewer } from './proof-viewer';

// The file itself comes through the API with the staff's token; here it is ready at once.
vi.mock('../api/use-proof-file', () => ({
  useProofFile: () => ({ status: 'ready', url: 'blob:preuve' }),
}));

const preuve: Preuve = {
  id: '6c1f1c9e-54a3-4e0c-9e38-6a5f4f0d2b11',
  nomFichier: 'bordereau.jpg',
  typeMime: 'image/jpeg',
  taille: 120_000,
  url: '/api/v1/paiements/p/preuves/1',
};

describe('ProofViewer', () => {
  it('zoomed, the picture scrolls in a frame the keyboard reaches, named for the staff (issue 23)', async () => {
    render(<ProofViewer preuve={preuve} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agrandir l’image' }));
    const frame = screen.getByRole('region', {
      name: 'bordereau.jpg, agrandie : faites défiler avec les flèches',
    });
    expect(frame).toHaveAttribute('tabindex', '0');
    // From the zoom button: the link that opens the file, then the frame.
    await user.tab();
    await user.tab();
    expect(frame).toHaveFocus();
  });
});
