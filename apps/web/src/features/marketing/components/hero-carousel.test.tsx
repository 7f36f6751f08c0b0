import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel } from './hero-carousel';

const IMAGES = ['/media/one.webp', '/media/two.webp', '/media/three.webp'].map((src) => ({ src }));

const pictures = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

describe('hero carousel', () => {
  beforeEach(() => {
    // Paused from the start: the slides move only when a dot is pressed.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('downloads a slide’s picture a turn ahead, not all of them with the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<HeroCarousel images={IMAGES} />);

    // The first slide's picture is the page's largest paint: it is there from the start, alone.
    expect(pictures(container)).toEqual(['/media/one.webp']);

    // Once the browser is idle, the next slide's.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(pictures(container)).toEqual(['/media/one.webp', '/media/two.webp']);

    // The third only once the second is shown.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(pictures(container)).toHaveLength(2);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Afficher la diapositive 2' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(pictures(container)).toEqual(['/media/one.webp', '/media/two.webp', '/media/three.webp']);
  });
});
