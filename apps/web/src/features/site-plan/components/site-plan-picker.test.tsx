import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { at, finger } from '../test/pointer';
import { SitePlanPicker } from './site-plan-picker';

// jsdom has no canvas and measures elements 0 × 0: the plan keeps its 800 × 600 size, so at 100 %
// a screen px is a plan unit, i.e. 100 grid units.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function card(id: string, numeroLot: string, x: number, y: number): ParcelleCard {
  return {
    id,
    numeroLot,
    statut: 'DISPONIBLE',
    categorie: null,
    position: { x, y },
    prix: 18_000,
    surface: 450,
    adresse: null,
    image: null,
    nombreImages: 0,
    descriptionCourte: null,
  };
}

const plots = [card('a', 'LOT-001', 10_000, 10_000), card('b', 'LOT-002', 60_000, 45_000)];

function Picker({ initial = null, plotId }: { initial?: { x: number; y: number } | null; plotId?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <SitePlanPicker
      plots={plots}
      planImage="/media/demo/site-plan.svg"
      value={value}
      onChange={setValue}
      plotId={plotId}
      numeroLot="LOT-042"
    />
  );
}

const plan = () => screen.getByRole('group', { name: 'Plan du site : position de la parcelle' });
const marker = () => screen.getByRole('button', { name: 'Repère de la parcelle LOT-042' });
const zoomText = () => screen.getByRole('status', { name: 'Niveau de zoom' }).textContent;
const positionText = () => screen.getByText(/^Position : |^Aucune position/).textContent?.replace(/\s/g, ' ');

describe('SitePlanPicker', () => {
  it('places the marker where the plan is clicked, and shows the position at once', () => {
    render(<Picker />);
    expect(positionText()).toBe('Aucune position choisie : cliquez sur le plan.');
    expect(screen.queryByRole('button', { name: /Repère/ })).not.toBeInTheDocument();

    fireEvent.pointerDown(plan(), at(400, 300));
    fireEvent.pointerUp(plan(), at(400, 300));
    expect(positionText()).toBe('Position : x 40 000, y 30 000');
    expect(marker()).toBeInTheDocument();
  });

  it('reads the click at the current zoom and pan', () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom avant' }));
    // 120 % around the centre: the top-left corner now shows grid (6 667, 5 000).
    fireEvent.pointerDown(plan(), at(0, 0));
    fireEvent.pointerUp(plan(), at(0, 0));
    expect(positionText()).toBe('Position : x 6 667, y 5 000');
  });

  it('pans on a drag elsewhere than the marker, without placing it', () => {
    render(<Picker initial={{ x: 40_000, y: 30_000 }} />);
    fireEvent.pointerDown(plan(), at(100, 100));
    fireEvent.pointerMove(plan(), at(150, 100));
    fireEvent.pointerUp(plan(), at(150, 100));
    expect(positionText()).toBe('Position : x 40 000, y 30 000');
    // The plan moved 50 px right: the same screen point is now 50 plan units further left.
    fireEvent.pointerDown(plan(), at(150, 100));
    fireEvent.pointerUp(plan(), at(150, 100));
    expect(positionText()).toBe('Position : x 10 000, y 10 000');
  });

  it('moves the marker by dragging it', () => {
    render(<Picker initial={{ x: 40_000, y: 30_000 }} />);
    fireEvent.pointerDown(marker(), at(400, 300));
    fireEvent.pointerMove(plan(), at(450, 320));
    expect(positionText()).toBe('Position : x 45 000, y 32 000');
    fireEvent.pointerMove(plan(), at(500, 300));
    fireEvent.pointerUp(plan(), at(500, 300));
    expect(positionText()).toBe('Position : x 50 000, y 30 000');
  });

  it('places with a tap on a touch screen', () => {
    render(<Picker />);
    fireEvent.pointerDown(plan(), at(200, 150, 'touch'));
    fireEvent.pointerMove(plan(), at(203, 151, 'touch'));
    fireEvent.pointerUp(plan(), at(203, 151, 'touch'));
    expect(positionText()).toBe('Position : x 20 300, y 15 100');
  });

  it('zooms with the wheel and a pinch, which moves no marker even when it starts on it', () => {
    render(<Picker initial={{ x: 40_000, y: 30_000 }} />);
    fireEvent.wheel(plan(), { deltaY: -100, clientX: 400, clientY: 300 });
    expect(zoomText()).toBe('110 %');
    fireEvent.pointerDown(marker(), finger(1, 400, 300));
    fireEvent.pointerDown(plan(), finger(2, 500, 300));
    fireEvent.pointerMove(plan(), finger(2, 600, 300));
    expect(zoomText()).toBe('220 %');
    // The finger left on pans the plan rather than dragging the marker.
    fireEvent.pointerUp(plan(), finger(2, 600, 300));
    fireEvent.pointerMove(plan(), finger(1, 450, 350));
    fireEvent.pointerUp(plan(), finger(1, 450, 350));
    expect(positionText()).toBe('Position : x 40 000, y 30 000');
  });

  it('zooms around the focused marker with + and −', async () => {
    const user = userEvent.setup();
    render(<Picker initial={{ x: 10_000, y: 10_000 }} />);
    marker().focus();
    await user.keyboard('++-');
    expect(zoomText()).toBe('120 %');
    // The marker kept its place on screen: a click there reads the same position.
    fireEvent.pointerDown(plan(), at(100, 100));
    fireEvent.pointerUp(plan(), at(100, 100));
    expect(positionText()).toBe('Position : x 10 000, y 10 000');
  });

  it('moves the focused marker with the arrow keys, further with Shift', async () => {
    const user = userEvent.setup();
    render(<Picker initial={{ x: 40_000, y: 30_000 }} />);
    marker().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(positionText()).toBe('Position : x 40 200, y 29 900');
    await user.keyboard('{Shift>}{ArrowDown}{ArrowLeft}{/Shift}');
    expect(positionText()).toBe('Position : x 39 200, y 30 900');
    expect(screen.getByText(/^Position : /)).toHaveAttribute('aria-live', 'polite');
    expect(marker()).toHaveFocus();
  });

  it('gives keyboard users a marker to start from, focused', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Placer le repère au centre du plan visible' }));
    expect(positionText()).toBe('Position : x 40 000, y 30 000');
    expect(marker()).toHaveFocus();
  });

  it('warns when another plot already sits there, not about the plot itself', () => {
    const { unmount } = render(<Picker />);
    fireEvent.pointerDown(plan(), at(602, 449));
    fireEvent.pointerUp(plan(), at(602, 449));
    expect(screen.getByText('Cette position est déjà occupée par la parcelle LOT-002.')).toHaveAttribute(
      'role',
      'status',
    );
    fireEvent.pointerDown(plan(), at(300, 300));
    fireEvent.pointerUp(plan(), at(300, 300));
    expect(screen.queryByText(/déjà occupée/)).not.toBeInTheDocument();
    unmount();

    render(<Picker initial={{ x: 60_000, y: 45_000 }} plotId="b" />);
    expect(screen.queryByText(/déjà occupée/)).not.toBeInTheDocument();
  });
});
