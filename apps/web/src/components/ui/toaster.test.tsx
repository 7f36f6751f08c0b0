import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

/** What the store holds: the toasts still meant to be on screen, newest first. */
function StoreProbe() {
  const { toasts } = useToasterStore();
  const visible = toasts.filter((t) => t.visible);
  return (
    <output aria-label="sonde">
      {visible.length}|{visible.map((t) => t.message as string).join(',')}
    </output>
  );
}

describe('toaster', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('keeps at most 20 toasts on screen, dismissing the oldest', () => {
    render(
      <>
        <Toaster />
        <StoreProbe />
      </>,
    );

    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Message ${i}`);
    });

    const [count, messages] = screen.getByRole('status', { name: 'sonde' }).textContent!.split('|');
    expect(Number(count)).toBe(20);
    expect(messages).toContain('Message 25');
    expect(messages).not.toMatch(/Message [1-5](,|$)/);
  });

  it('lasts 4 s by default, 2 s for a success and until replaced while loading', () => {
    vi.useFakeTimers();
    render(
      <>
        <Toaster />
        <StoreProbe />
      </>,
    );
    const shown = () => screen.getByRole('status', { name: 'sonde' }).textContent!.split('|')[1];

    act(() => {
      toast('Info');
      toast.success('Connexion réussie !');
      toast.loading('Envoi...');
    });
    expect(shown()).toBe('Envoi...,Connexion réussie !,Info');

    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe('Envoi...,Info');
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe('Envoi...');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(shown()).toBe('Envoi...');
  });
});
