import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The summary of `paymentStateFixture()`'s reservation, as /payment and the proof form show it:
 * the plot, its surface, what remains, and one reference (issue 25): the transfer quotes the
 * reservation's own, never 'RES-' + the id's end. Returns the summary's region.
 */
export function expectFixtureSummary(): HTMLElement {
  const summary = screen.getByRole('region', { name: 'Votre réservation' });
  expect(within(summary).getByText('LOT-042')).toBeInTheDocument();
  expect(within(summary).getByText('600 m²')).toBeInTheDocument();
  expect(within(summary).getByText('12 000 $US')).toBeInTheDocument();
  expect(within(summary).getByText('Référence à indiquer').nextElementSibling).toHaveTextContent(
    'RES-7K4P2Q',
  );
  expect(screen.queryByText('RES-2b8d4c6a')).not.toBeInTheDocument();
  return summary;
}
