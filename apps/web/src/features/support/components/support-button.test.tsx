import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportButton } from './support-button';

const OPEN = 'Contacter le service client';
const HINT = "Besoin d'aide ? Écrivez-nous sur WhatsApp.";

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('floating customer-service button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('appears after 1.5 s, hints 2 s later for 4 s', () => {
    render(<SupportButton />);

    advance(1499);
    expect(screen.queryByRole('button', { name: OPEN })).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('button', { name: OPEN })).toBeInTheDocument();

    advance(1999);
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText(HINT)).toBeInTheDocument();

    advance(3999);
    expect(screen.getByText(HINT)).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: OPEN })).toBeInTheDocument();
  });

  it('offers three topics, each opening WhatsApp in a new tab with its message encoded', () => {
    render(<SupportButton />);
    advance(1500);

    fireEvent.click(screen.getByRole('button', { name: OPEN }));
    const panel = screen.getByRole('dialog', { name: 'Service client' });
    const links = within(panel).getAllByRole('link');

    expect(links.map((link) => link.textContent?.replace('(nouvel onglet)', '').trim())).toEqual([
      'Informations sur une parcelle',
      'Réservation',
      'Support technique',
    ]);
    expect(links[0]).toHaveAttribute(
      'href',
      'https://wa.me/243997012345?text=Bonjour%2C%20je%20souhaite%20avoir%20des%20informations%20sur%20une%20parcelle%20de%20la%20Cit%C3%A9%20Malaika.',
    );
    expect(links[1]).toHaveAttribute(
      'href',
      "https://wa.me/243997012345?text=Bonjour%2C%20j'ai%20une%20question%20concernant%20la%20r%C3%A9servation%20d'une%20parcelle.",
    );
    expect(links[2]).toHaveAttribute(
      'href',
      "https://wa.me/243997012345?text=Bonjour%2C%20j'ai%20besoin%20d'aide%20technique%20sur%20le%20site%20Parcelles.",
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('closes with Escape and gives the focus back to the button', () => {
    render(<SupportButton />);
    advance(1500);
    const button = screen.getByRole('button', { name: OPEN });

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Service client' })).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('skips the hint once the panel has been opened', () => {
    render(<SupportButton />);
    advance(1500);

    fireEvent.click(screen.getByRole('button', { name: OPEN }));
    advance(2000);
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('hints once per visit: the next page still gets the button after 1.5 s, without the hint', () => {
    const first = render(<SupportButton />);
    advance(3500);
    expect(screen.getByText(HINT)).toBeInTheDocument();
    first.unmount();

    // A reload or a page opened in the same tab mounts the button again.
    render(<SupportButton />);
    advance(1500);
    expect(screen.getByRole('button', { name: OPEN })).toBeInTheDocument();
    // Where the hint would show, and through its 4 s.
    for (const step of [2000, 2000, 2000]) {
      advance(step);
      expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    }
  });

  it('still hints on a page left before the hint came', () => {
    const first = render(<SupportButton />);
    advance(3499);
    first.unmount();

    render(<SupportButton />);
    advance(3500);
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it("keeps its hint unseen over a control of the page, such as step 2's Retour (issue 23)", () => {
    const retour = document.createElement('button');
    retour.textContent = 'Retour';
    document.body.append(retour);
    // jsdom lays nothing out: the browser's hit test is stood in for, with 'Retour' under every point.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(200, 600, 160, 60));
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [retour] });
    try {
      render(<SupportButton />);
      advance(3500);
      advance(20);
      expect(screen.getByText(HINT)).not.toBeVisible();
    } finally {
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
      retour.remove();
    }
  });
});
