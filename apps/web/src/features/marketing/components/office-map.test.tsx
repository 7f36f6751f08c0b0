import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfficeMap } from './office-map';

const MAP_TITLE = 'Carte OpenStreetMap de notre bureau à Lubumbashi';

describe('office map', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the link in place of a map that has not loaded after 8 s', () => {
    render(<OfficeMap />);

    act(() => {
      vi.advanceTimersByTime(7999);
    });
    expect(screen.getByTitle(MAP_TITLE)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTitle(MAP_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("La carte n'a pas pu se charger.");
    expect(screen.getByRole('link', { name: /Voir sur OpenStreetMap/ })).toHaveAttribute('target', '_blank');
  });

  it('keeps a map that has loaded', () => {
    render(<OfficeMap />);

    fireEvent.load(screen.getByTitle(MAP_TITLE));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });

    expect(screen.getByTitle(MAP_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voir sur OpenStreetMap/ })).toBeInTheDocument();
  });
});
