import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, route, stubSignedInApi, unreadNotifications } from '../../test/api';
import { renderApp } from '../../test/render-app';
import { storeTestSession } from '../../test/session';

/** A signed-in visit of /contact (a page with no data of its own) with `unread` unread notifications. */
async function renderSignedIn(unread: number) {
  const fetchMock = stubSignedInApi(
    storeTestSession(),
    route('GET', '/notifications/my', () => ok(unreadNotifications(unread))),
  );
  renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' });
  return { fetchMock, user: userEvent.setup() };
}

describe('top bar on phones', () => {
  it("shows the bell's unread count beside 'Notifications' in the side menu", async () => {
    const { fetchMock, user } = await renderSignedIn(3);
    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: 'Notifications, 3 non lues' }),
    ).toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const link = await within(menu).findByRole('link', { name: 'Notifications, 3 non lues' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveTextContent(/^Notifications3$/);
    // The bell's count (spec §4: unread, limit 1), the same query: opening the menu may refresh it.
    for (const [url] of fetchMock.mock.calls.filter(([url]) => String(url).includes('/notifications/'))) {
      expect(String(url)).toMatch(/\/api\/v1\/notifications\/my\?lue=false&limit=1$/);
    }
  });

  it("reads '99+' above 99 in the side menu too", async () => {
    const { user } = await renderSignedIn(120);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(menu).findByRole('link', { name: 'Notifications, 99+ non lues' })).toHaveTextContent(
      /^Notifications99\+$/,
    );
  });

  it("shows no count when everything is read, and the link keeps the name 'Notifications'", async () => {
    const { fetchMock, user } = await renderSignedIn(0);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Notifications' })).toHaveTextContent(/^Notifications$/);
  });
});
