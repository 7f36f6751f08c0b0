import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MiniSitePlan } from './mini-site-plan';

describe('MiniSitePlan', () => {
  it('names the plot it shows and marks it on the plan', () => {
    render(
      <MiniSitePlan
        planImage="/media/demo/site-plan.svg"
        position={{ x: 40_000, y: 30_000 }}
        numeroLot="LOT-012"
        statut="DISPONIBLE"
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Emplacement de la parcelle LOT-012 sur le plan de la Cité Malaika' }),
    ).toBeInTheDocument();
    expect(screen.getByText('LOT-012')).toBeInTheDocument();
  });
});
