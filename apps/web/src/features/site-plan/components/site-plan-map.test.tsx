import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { at, finger } from '../test/pointer';
import { SitePlanMap } from './site-plan-map';

// jsdom has no canvas: the markers are not painted, but every interaction works on positions.
// Its elements measure 0 × 0, so the plan keeps its 800 × 600 size: screen px = plan units at 100 %.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

let nextId = 1;
function card(overrides: Partial<ParcelleCard> = {}): ParcelleCard {
  const id = nextId++;
  return {
    id: `p${id}`,
    numeroLot: `LOT-00${id}`,
    statut: 'DISPONIBLE',
    categorie: 'MALAIKA_2A',
    position: { x: 10_000, y: 10_000 },
    prix: 18_000,
    surface: 450,
    adresse: 'Avenue Manono n°4, Lubumbashi',
    image: '/media/demo/photo.webp',
    nombreImages: 1,
    descriptionCourte: 'Parcelle plate, proche du parc.',
    ...overrides,
  };
}

// Plan points (100, 100), (300, 100) and (100, 300).
const a = card({ id: 'a', numeroLot: 'LOT-001' });
const b = card({ id: 'b', numeroLot: 'LOT-002', position: { x: 30_000, y: 10_000 }, statut: 'VENDUE' });
const c = card({ id: 'c', numeroLot: 'LOT-003', position: { x: 10_000, y: 30_000 } });

function PlotPage() {
  return <p>Fiche {useParams().id}</p>;
}

function renderMap(plots: ParcelleCard[] = [a, b, c]) {
  const router = createMemoryRouter(
    [
      {
        path: '/map',
        element: (
          <SitePlanMap
            plots={plots}
            planImage="/media/demo/site-plan.svg"
            detailsHref={(plot) => `/parcelle/${plot.id}`}
            reserveHref={(plot) => `/reservation/${plot.id}`}
          />
        ),
      },
      { path: '/parcelle/:id', element: <PlotPage /> },
    ],
    { initialEntries: ['/map'] },
  );
  render(<RouterProvider router={router} />);
  return { router, region: screen.getByRole('application', { name: 'Plan interactif de la Cité Malaika' }) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const popup = (lot: string) => screen.queryByRole('article', { name: lot });
const zoomText = () => screen.getByRole('status', { name: 'Niveau de zoom' }).textContent;

describe('SitePlanMap zoom', () => {
  it('steps by 20 % with the buttons, from 50 % to 300 %, and resets to 100 %', () => {
    renderMap();
    const zoomIn = screen.getByRole('button', { name: 'Zoom avant' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom arrière' });
    expect(zoomText()).toBe('100 %');

    fireEvent.click(zoomIn);
    expect(zoomText()).toBe('120 %');
    for (let i = 0; i < 12; i++) fireEvent.click(zoomIn);
    expect(zoomText()).toBe('300 %');
    expect(zoomIn).toBeDisabled();

    for (let i = 0; i < 20; i++) fireEvent.click(zoomOut);
    expect(zoomText()).toBe('50 %');
    expect(zoomOut).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser le zoom' }));
    expect(zoomText()).toBe('100 %');
  });

  it('steps by 10 % with the wheel, within the same bounds', () => {
    const { region } = renderMap();
    fireEvent.wheel(region, { deltaY: -100, clientX: 100, clientY: 100 });
    expect(zoomText()).toBe('110 %');
    fireEvent.wheel(region, { deltaY: 100, clientX: 100, clientY: 100 });
    fireEvent.wheel(region, { deltaY: 100, clientX: 100, clientY: 100 });
    expect(zoomText()).toBe('90 %');
    for (let i = 0; i < 10; i++) fireEvent.wheel(region, { deltaY: 100 });
    expect(zoomText()).toBe('50 %');
  });

  it('zooms around the cursor: the plot under it stays under it', () => {
    const { router, region } = renderMap();
    fireEvent.wheel(region, { deltaY: -100, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(region, at(100, 100));
    fireEvent.pointerUp(region, at(100, 100));
    expect(router.state.location.pathname).toBe('/parcelle/a');
  });
});

describe('SitePlanMap pointer', () => {
  it('treats a 5 px movement as a click that opens the plot', () => {
    const { router, region } = renderMap();
    fireEvent.pointerDown(region, at(100, 100));
    fireEvent.pointerMove(region, at(105, 100));
    fireEvent.pointerUp(region, at(105, 100));
    expect(router.state.location.pathname).toBe('/parcelle/a');
  });

  it('pans past 6 px, without opening anything', () => {
    const { router, region } = renderMap();
    fireEvent.pointerDown(region, at(100, 100));
    fireEvent.pointerMove(region, at(107, 100));
    fireEvent.pointerUp(region, at(107, 100));
    expect(router.state.location.pathname).toBe('/map');
    // The plan moved with the pointer: plot A is now 7 px to the right.
    fireEvent.pointerDown(region, at(107, 100));
    fireEvent.pointerUp(region, at(107, 100));
    expect(router.state.location.pathname).toBe('/parcelle/a');
  });
});

describe('SitePlanMap pinch', () => {
  it('zooms with two fingers, within 50 % to 300 %, and opens nothing', () => {
    const { router, region } = renderMap();
    fireEvent.pointerDown(region, finger(1, 200, 200));
    fireEvent.pointerDown(region, finger(2, 300, 200));
    // The fingers move apart to twice their distance: twice the zoom.
    fireEvent.pointerMove(region, finger(2, 400, 200));
    expect(zoomText()).toBe('200 %');
    // Far apart: capped at 300 %.
    fireEvent.pointerMove(region, finger(2, 1200, 200));
    expect(zoomText()).toBe('300 %');
    // Pinched in hard: floored at 50 %.
    fireEvent.pointerMove(region, finger(2, 201, 200));
    expect(zoomText()).toBe('50 %');
    fireEvent.pointerUp(region, finger(2, 201, 200));
    fireEvent.pointerUp(region, finger(1, 200, 200));
    act(() => vi.advanceTimersByTime(3000));
    expect(router.state.location.pathname).toBe('/map');
  });
});

describe('SitePlanMap popup', () => {
  it('shows every field on hover, with Réserver for an available plot', () => {
    const { region } = renderMap();
    fireEvent.pointerMove(region, at(100, 100));
    const preview = within(popup('LOT-001')!);
    expect(preview.getByRole('img', { name: 'Photo de la parcelle LOT-001' })).toHaveAttribute(
      'src',
      '/media/demo/photo.webp',
    );
    expect(preview.getByText('Disponible')).toBeInTheDocument();
    expect(preview.getByText('Malaika 2A')).toBeInTheDocument();
    expect(preview.getByText('Avenue Manono n°4, Lubumbashi')).toBeInTheDocument();
    expect(preview.getByText('450 m²')).toBeInTheDocument();
    expect(preview.getByText(/18\s000/)).toBeInTheDocument();
    expect(preview.getByText('Parcelle plate, proche du parc.')).toBeInTheDocument();
    expect(preview.getByRole('link', { name: 'Voir détails' })).toHaveAttribute('href', '/parcelle/a');
    expect(preview.getByRole('link', { name: 'Réserver' })).toHaveAttribute('href', '/reservation/a');
  });

  it('offers no Réserver for a plot that is not available', () => {
    const { region } = renderMap();
    fireEvent.pointerMove(region, at(300, 100));
    expect(within(popup('LOT-002')!).queryByRole('link', { name: 'Réserver' })).not.toBeInTheDocument();
  });

  it('hides 300 ms after the pointer leaves the plot', () => {
    const { region } = renderMap();
    fireEvent.pointerMove(region, at(100, 100));
    fireEvent.pointerMove(region, at(200, 200));
    advance(299);
    expect(popup('LOT-001')).toBeInTheDocument();
    advance(1);
    expect(popup('LOT-001')).not.toBeInTheDocument();
  });

  it('stays open while the pointer is on it, and hides 150 ms after it leaves', () => {
    const { region } = renderMap();
    fireEvent.pointerMove(region, at(100, 100));
    fireEvent.pointerLeave(region, at(100, 120));
    const wrapper = popup('LOT-001')!.parentElement!;
    fireEvent.pointerEnter(wrapper, at(100, 130));
    advance(1000);
    expect(popup('LOT-001')).toBeInTheDocument();

    fireEvent.pointerLeave(wrapper, at(700, 500));
    advance(149);
    expect(popup('LOT-001')).toBeInTheDocument();
    advance(1);
    expect(popup('LOT-001')).not.toBeInTheDocument();
  });

  it('says when there is no image or no address, and replaces a broken image', () => {
    const bare = card({ numeroLot: 'LOT-010', image: null, adresse: null });
    const broken = card({
      numeroLot: 'LOT-011',
      image: '/media/missing.webp',
      position: { x: 30_000, y: 10_000 },
    });
    const { region } = renderMap([bare, broken]);

    fireEvent.pointerMove(region, at(100, 100));
    expect(within(popup('LOT-010')!).getByText('Aucune image')).toBeInTheDocument();
    expect(within(popup('LOT-010')!).getByText('Aucune adresse')).toBeInTheDocument();

    fireEvent.pointerMove(region, at(300, 100));
    const photo = within(popup('LOT-011')!).getByRole('img', { name: 'Photo de la parcelle LOT-011' });
    fireEvent.error(photo);
    expect(photo.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});

describe('SitePlanMap touch', () => {
  it('previews a tapped plot, then opens it after 2 s', () => {
    const { router, region } = renderMap();
    fireEvent.pointerDown(region, at(100, 100, 'touch'));
    fireEvent.pointerUp(region, at(100, 100, 'touch'));
    expect(popup('LOT-001')).toBeInTheDocument();
    advance(1999);
    expect(router.state.location.pathname).toBe('/map');
    advance(1);
    expect(router.state.location.pathname).toBe('/parcelle/a');
  });

  it('opens nothing when the preview is closed within 2 s', () => {
    const { router, region } = renderMap();
    fireEvent.pointerDown(region, at(100, 100, 'touch'));
    fireEvent.pointerUp(region, at(100, 100, 'touch'));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer l’aperçu' }));
    advance(5000);
    expect(popup('LOT-001')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/map');
  });
});

describe('SitePlanMap keyboard', () => {
  it('moves between plots with the arrows, announces them and opens one with Enter', () => {
    const { router, region } = renderMap();
    region.focus();
    // The first arrow picks the plot nearest the middle of the plan (400, 300): LOT-002.
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    expect(popup('LOT-002')).toBeInTheDocument();
    expect(screen.getByText(/^LOT-002, Vendu, 450 m², 18\s000/)).toBeInTheDocument();

    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(popup('LOT-001')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    expect(popup('LOT-003')).toBeInTheDocument();

    fireEvent.keyDown(region, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/parcelle/c');
  });

  it('zooms with + and −, resets with 0 and closes the preview with Escape', () => {
    const { region } = renderMap();
    region.focus();
    fireEvent.keyDown(region, { key: '+' });
    expect(zoomText()).toBe('120 %');
    fireEvent.keyDown(region, { key: '-' });
    fireEvent.keyDown(region, { key: '-' });
    expect(zoomText()).toBe('80 %');
    fireEvent.keyDown(region, { key: '0' });
    expect(zoomText()).toBe('100 %');

    fireEvent.keyDown(region, { key: 'ArrowUp' });
    expect(popup('LOT-002')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(popup('LOT-002')).not.toBeInTheDocument();
  });
});
