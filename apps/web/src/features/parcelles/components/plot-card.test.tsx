import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { testParcelle, testParcelleCard } from '../../../test/fixtures';
import { PlotCard, toPlotCardData, type PlotCardData } from './plot-card';

function cardData(overrides: Partial<PlotCardData> = {}): PlotCardData {
  return { ...toPlotCardData(testParcelle()), ...overrides };
}

function renderCard(plot: PlotCardData) {
  const router = createMemoryRouter([{ path: '/', element: <PlotCard plot={plot} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('article');
}

describe('PlotCard', () => {
  it('shows every field of the spec, formatted in French', () => {
    const card = renderCard(cardData());

    expect(within(card).getByRole('img', { name: 'Photo de la parcelle LOT-042' })).toHaveAttribute(
      'src',
      '/media/a.webp',
    );
    expect(within(card).getByText('Disponible')).toBeInTheDocument();
    expect(within(card).getByText('Malaika 2A')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'LOT-042' })).toBeInTheDocument();
    expect(
      within(card).getByText('Avenue Sakania n°12, Quartier Malaika 2A, Lubumbashi'),
    ).toBeInTheDocument();
    // \s matches the narrow no-break spaces of French number grouping.
    expect(within(card).getByText(/^18\s000\s\$US$/)).toBeInTheDocument();
    expect(within(card).getByText(/^600\sm²$/)).toBeInTheDocument();
    expect(within(card).getByText(/^30\s\$US\/m²$/)).toBeInTheDocument();
    expect(within(card).getByText(/Parcelle plate de 20 m × 30 m/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir détails' })).toHaveAttribute(
      'href',
      '/parcelle/p-42',
    );
    expect(within(card).getByRole('link', { name: 'Réserver' })).toHaveAttribute('href', '/reservation/p-42');
  });

  it('counts the photos beyond the first', () => {
    renderCard(cardData({ nombreImages: 3 }));
    expect(screen.getByText('+2 photos')).toBeInTheDocument();
  });

  it('says nothing about photos when there is only one', () => {
    renderCard(cardData({ nombreImages: 1 }));
    expect(screen.queryByText(/^\+\d+ photo/)).not.toBeInTheDocument();
  });

  it.each(['RESERVEE', 'VENDUE', 'SUSPENDUE'])('offers no reservation for a %s plot', (statut) => {
    renderCard(cardData({ statut }));
    expect(screen.getByRole('link', { name: 'Voir détails' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Réserver' })).not.toBeInTheDocument();
  });

  it('shows the placeholder picture for a plot without a photo', () => {
    renderCard(cardData({ image: null, nombreImages: 0 }));
    expect(screen.getByRole('img', { name: 'Aucune image' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo de la parcelle/ })).not.toBeInTheDocument();
  });

  it('reads an unknown status as sold and an unknown category as undefined', () => {
    renderCard(cardData({ statut: 'ARCHIVEE', categorie: 'MALAIKA_9' }));
    expect(screen.getByText('Vendu')).toBeInTheDocument();
    expect(screen.getByText('Non définie')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Réserver' })).not.toBeInTheDocument();
  });

  it('takes the short description and image count of the map payload', () => {
    expect(toPlotCardData(testParcelleCard())).toEqual({
      id: 'c-1',
      numeroLot: 'LOT-101',
      statut: 'DISPONIBLE',
      categorie: 'MALAIKA_2B',
      adresse: 'Avenue Kasenga n°3, Lubumbashi',
      prix: 19_500,
      surface: 650,
      image: '/media/d.webp',
      nombreImages: 2,
      description: 'Parcelle d’angle avec double façade.',
    });
    expect(toPlotCardData(testParcelle({ images: [] }))).toMatchObject({ image: null, nombreImages: 0 });
  });

  it('offers every size of a full plot’s cover, for the card’s slot in the grid', () => {
    renderCard(toPlotCardData(testParcelle()));
    const photo = screen.getByRole('img', { name: /Photo de la parcelle/ });
    expect(photo).toHaveAttribute('srcset', '/media/a-480.webp 480w, /media/a.webp 1024w');
    expect(photo).toHaveAttribute('sizes', '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('shows a map card’s cover at card size alone', () => {
    renderCard(toPlotCardData(testParcelleCard()));
    const photo = screen.getByRole('img', { name: /Photo de la parcelle/ });
    expect(photo).toHaveAttribute('src', '/media/d.webp');
    expect(photo).not.toHaveAttribute('srcset');
  });
});
