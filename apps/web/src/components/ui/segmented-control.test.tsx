import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Circle, Square } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { SegmentedControl } from './segmented-control';

const OPTIONS = [
  { value: 'rond', label: 'Rond', icon: Circle },
  { value: 'carre', label: 'Carré', icon: Square },
] as const;

function Shapes({ look }: { look?: 'bar' | 'cards' }) {
  const [shape, setShape] = useState<'rond' | 'carre'>('rond');
  return (
    <SegmentedControl
      name="forme"
      legend="Forme"
      options={OPTIONS}
      value={shape}
      onChange={setShape}
      look={look}
    />
  );
}

describe('segmented control', () => {
  it.each(['bar', 'cards'] as const)(
    'is a named radio group that arrow keys move through (%s)',
    async (look) => {
      const user = userEvent.setup();
      render(<Shapes look={look} />);

      const group = screen.getByRole('group', { name: 'Forme' });
      expect(group).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Rond' })).toBeChecked();

      await user.click(screen.getByRole('radio', { name: 'Rond' }));
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Carré' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Carré' })).toHaveFocus();
    },
  );
});
