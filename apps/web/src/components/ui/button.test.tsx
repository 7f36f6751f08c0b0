import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClasses } from './button';
import { ButtonLink } from './button-link';

describe('Button', () => {
  it('is a plain button unless told otherwise, so it never sends a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Retour</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retour' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while pending, says what it is doing and cannot be pressed again', async () => {
    const onClick = vi.fn();
    render(
      <Button pending pendingLabel="Envoi en cours…" onClick={onClick}>
        Envoyer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Envoi en cours…' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shares its look with the link that looks like a button', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <ButtonLink to="/map" variant="outline" size="lg">
              Voir la carte
            </ButtonLink>
            <Button variant="outline">Voir</Button>
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const look = buttonClasses({ variant: 'outline', size: 'lg' });
    expect(screen.getByRole('link', { name: 'Voir la carte' })).toHaveAttribute('class', look);
    expect(screen.getByRole('button', { name: 'Voir' }).className.startsWith(look)).toBe(true);
  });
});
