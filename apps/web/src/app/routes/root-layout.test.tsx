import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '@parcelles/shared/business';
import { renderApp, stubFetch } from '../../test/render-app';
import { storeTestSession } from '../../test/session';

const never = () => new Promise<Response>(() => {});

async function renderHome() {
  stubFetch(never);
  const result = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return result;
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('shared layout', () => {
  it('has the landmarks, the main links and the sign-in buttons', async () => {
    await renderHome();

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Parcelles, Cité Malaika/ })).toHaveAttribute(
      'href',
      '/',
    );

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Carte' })).toHaveAttribute('href', '/map');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Carte' })).not.toHaveAttribute('aria-current');

    // The compact shortcut of small screens.
    expect(within(banner).getByRole('link', { name: 'Voir la carte des parcelles' })).toHaveAttribute(
      'href',
      '/map',
    );
    expect(within(banner).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');

    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('drops the sign-in buttons for a signed-in user', async () => {
    storeTestSession();
    await renderHome();

    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: "S'inscrire" })).not.toBeInTheDocument();
  });

  it('turns the top bar translucent and smaller past 10 px of scroll', async () => {
    await renderHome();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-scrolled', 'false');

    scrollTo(10);
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(banner).toHaveAttribute('data-scrolled', 'true');
    expect(banner).toHaveClass('backdrop-blur-md');
    scrollTo(0);
    expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  it('offers a skip link to the main content as the first stop of the keyboard', async () => {
    await renderHome();

    await userEvent.tab();

    const skip = screen.getByRole('link', { name: 'Aller au contenu principal' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });

  it('moves between screens through the navigation', async () => {
    const { router } = await renderHome();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });

    await userEvent.click(within(nav).getByRole('link', { name: 'Contact' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('mobile menu', () => {
  async function openMenu() {
    await renderHome();
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(button);
    // The menu's code arrives when the browser is idle or the menu is opened (ADR 027).
    return { button, menu: await screen.findByRole('dialog', { name: 'Menu' }) };
  }

  it('opens with the same links, takes the focus and locks the page scroll', async () => {
    const { button, menu } = await openMenu();

    expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Accueil', 'Carte', 'Contact', 'Se connecter', "S'inscrire"]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus());
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes with Escape, gives the focus back and unlocks the scroll', async () => {
    const { button } = await openMenu();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click outside, not on a click inside', async () => {
    const { menu } = await openMenu();

    await userEvent.click(within(menu).getByRole('navigation'));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('main'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the keyboard inside while open', async () => {
    const { menu } = await openMenu();
    const first = within(menu).getByRole('link', { name: /Parcelles, Cité Malaika/ });
    const last = within(menu).getByRole('link', { name: 'Se connecter' });

    await userEvent.tab({ shift: true });
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(first).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { menu } = await openMenu();

    await userEvent.click(within(menu).getByRole('link', { name: 'Contact' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the address, both phones and e-mails, the link groups and the current year', async () => {
    await renderHome();
    const footer = screen.getByRole('contentinfo');

    expect(within(footer).getByText(new RegExp(BUSINESS.adressePostale))).toBeInTheDocument();
    for (const phone of BUSINESS.telephones) {
      expect(within(footer).getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    }
    for (const email of [BUSINESS.emails.contact, BUSINESS.emails.ventes]) {
      expect(within(footer).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    for (const group of ['Navigation', 'Mon compte', 'Informations légales']) {
      expect(within(footer).getByRole('navigation', { name: group })).toBeInTheDocument();
    }
    const legal = within(footer).getByRole('navigation', { name: 'Informations légales' });
    expect(within(legal).getByRole('link', { name: 'Conditions générales' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(legal).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(legal).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
