import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@parcelles/shared/contracts/notifications';
import { notificationList, testNotification } from '../../features/notifications/test/fixtures';
import { ok, stubSignedInApi } from '../../test/api';
import { renderApp } from '../../test/render-app';
import { storeTestSession } from '../../test/session';

// Thursday 5 March 2026, noon in Lubumbashi (UTC+2).
const NOW = new Date('2026-03-05T10:00:00.000Z');

const NOTIFICATIONS = [
  testNotification({ id: 'n-1', titre: 'Paiement validé', dateEnvoi: '2026-03-05T09:59:30.000Z' }),
  testNotification({
    id: 'n-2',
    titre: 'Réservation confirmée',
    type: 'RESERVATION',
    lue: true,
    dateEnvoi: '2026-03-05T07:00:00.000Z',
    donnees: { reservationId: 'r-1', parcelleId: 'p-9' },
  }),
  testNotification({
    id: 'n-3',
    titre: 'Expiration proche',
    type: 'RAPPEL',
    dateEnvoi: '2026-03-04T15:00:00.000Z',
  }),
  testNotification({
    id: 'n-4',
    titre: 'Parcelle acquise',
    type: 'CONFIRMATION',
    lue: true,
    dateEnvoi: '2026-03-02T08:00:00.000Z',
  }),
  testNotification({
    id: 'n-5',
    titre: 'Bienvenue',
    type: 'SYSTEME',
    dateEnvoi: '2026-02-20T08:00:00.000Z',
    donnees: null,
  }),
];

interface Server {
  list: (url: URL) => Notification[] | ReturnType<typeof notificationList>;
  unread: () => number;
}

/** A signed-in buyer on /notifications, with the API answered by `server`. */
async function openNotifications(server: Partial<Server> = {}) {
  const { list = () => NOTIFICATIONS, unread = () => 3 } = server;
  const fetchMock = stubSignedInApi(storeTestSession(), ({ method, url, path }) => {
    if (method === 'GET' && path === '/notifications/my') {
      if (url.searchParams.get('lue') === 'false')
        return ok(notificationList([], { limit: 1, total: unread() }));
      const answer = list(url);
      return ok(Array.isArray(answer) ? notificationList(answer) : answer);
    }
    if (method === 'PUT' && path === '/notifications/read-all') return ok({ modifiees: 3 });
    if (method === 'PUT' && /^\/notifications\/[^/]+\/read$/.test(path))
      return ok(testNotification({ lue: true }));
    if (method === 'DELETE' && /^\/notifications\/[^/]+$/.test(path))
      return ok(undefined, 'Notification supprimée');
    return undefined;
  });
  const rendered = renderApp('/notifications');
  await screen.findByRole('heading', { level: 1, name: 'Mes notifications' });
  return { ...rendered, fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof stubSignedInApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([input]) => new URL(String(input), 'http://localhost'));

const item = (titre: string) => screen.getByRole('article', { name: titre });

beforeEach(() => {
  // Only Date: timers stay real for Testing Library's waits and TanStack Query.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  act(() => toast.remove());
});

describe('notifications', () => {
  it('groups the notifications by day with relative times and marks the unread ones', async () => {
    await openNotifications();
    expect(document.title).toBe('Mes notifications — Parcelles');

    await screen.findByRole('article', { name: 'Bienvenue' });
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(["Aujourd'hui", 'Hier', 'Lundi', '20 février 2026']);
    const today = screen.getByRole('region', { name: "Aujourd'hui" });
    expect(
      within(today)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['notification-n-1', 'notification-n-2']);

    expect(within(item('Paiement validé')).getByText("À l'instant")).toBeInTheDocument();
    expect(within(item('Réservation confirmée')).getByText('Il y a 3 heures')).toBeInTheDocument();
    expect(within(item('Expiration proche')).getByText('Il y a 19 heures')).toBeInTheDocument();
    expect(within(item('Parcelle acquise')).getByText('Il y a 3 jours')).toBeInTheDocument();
    expect(within(item('Bienvenue')).getByText('20 février 2026')).toBeInTheDocument();

    // 'Non lu' and mark-as-read on unread items only; delete on all.
    for (const titre of ['Paiement validé', 'Expiration proche', 'Bienvenue']) {
      expect(within(item(titre)).getByText('Non lu')).toBeInTheDocument();
      expect(within(item(titre)).getByRole('button', { name: `Marquer comme lu : ${titre}` })).toBeEnabled();
    }
    for (const titre of ['Réservation confirmée', 'Parcelle acquise']) {
      expect(within(item(titre)).queryByText('Non lu')).not.toBeInTheDocument();
      expect(within(item(titre)).queryByRole('button', { name: /Marquer comme lu/ })).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: /^Supprimer : / })).toHaveLength(5);

    // The type's label, and a link to the reservation when there is one.
    expect(within(item('Expiration proche')).getByText('Rappel')).toBeInTheDocument();
    expect(
      within(item('Réservation confirmée')).getByRole('link', { name: 'Voir la réservation' }),
    ).toHaveAttribute('href', '/reservations');
    expect(within(item('Bienvenue')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('3 notifications non lues')).toBeInTheDocument();
  });

  it("filters by type with one chip per type, 'Toutes' first and pressed", async () => {
    const { fetchMock, user, router } = await openNotifications({
      list: (url) =>
        NOTIFICATIONS.filter((n) => !url.searchParams.has('type') || n.type === url.searchParams.get('type')),
    });
    const chips = within(screen.getByRole('group', { name: 'Filtrer par type' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Toutes',
      'Confirmation',
      'Rappel',
      'Paiement',
      'Réservation',
      'Système',
    ]);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('article', { name: 'Bienvenue' });

    await user.click(screen.getByRole('button', { name: 'Rappel' }));

    expect(screen.getByRole('button', { name: 'Rappel' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('article', { name: 'Expiration proche' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bienvenue' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=RAPPEL');
    expect(calls(fetchMock, 'GET').some((url) => url.searchParams.get('type') === 'RAPPEL')).toBe(true);
  });

  it('marks one as read, then the list and the bell show it', async () => {
    let read = false;
    const { fetchMock, user } = await openNotifications({
      list: () =>
        NOTIFICATIONS.map((n) => (n.id === 'n-1' && read ? { ...n, lue: true, isUnread: false } : n)),
      unread: () => (read ? 2 : 3),
    });
    const banner = screen.getByRole('banner');
    expect(
      await within(banner).findByRole('link', { name: 'Notifications, 3 non lues' }),
    ).toBeInTheDocument();

    const markRead = await screen.findByRole('button', { name: 'Marquer comme lu : Paiement validé' });
    // The server marks it read only once the unread list has been shown.
    read = true;
    await user.click(markRead);

    expect(calls(fetchMock, 'PUT').map((url) => url.pathname)).toEqual(['/api/v1/notifications/n-1/read']);
    expect(
      await within(banner).findByRole('link', { name: 'Notifications, 2 non lues' }),
    ).toBeInTheDocument();
    expect(within(item('Paiement validé')).queryByText('Non lu')).not.toBeInTheDocument();
    expect(screen.getByText('2 notifications non lues')).toBeInTheDocument();
  });

  it('deletes one and says so', async () => {
    let deleted = false;
    const { fetchMock, user } = await openNotifications({
      list: () => NOTIFICATIONS.filter((n) => !(deleted && n.id === 'n-3')),
    });
    const remove = await screen.findByRole('button', { name: 'Supprimer : Expiration proche' });
    // From now on the server no longer has it (set only once the list has been read).
    deleted = true;
    await user.click(remove);

    expect(calls(fetchMock, 'DELETE').map((url) => url.pathname)).toEqual(['/api/v1/notifications/n-3']);
    expect(await screen.findByText('Notification supprimée')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Expiration proche' })).not.toBeInTheDocument();
    // Its day had no other notification: its heading goes too.
    expect(screen.queryByRole('heading', { level: 2, name: 'Hier' })).not.toBeInTheDocument();
  });

  it("'Tout marquer comme lu' marks all, empties the bell and is then unavailable", async () => {
    let allRead = false;
    const { fetchMock, user } = await openNotifications({
      list: () =>
        allRead ? NOTIFICATIONS.map((n) => ({ ...n, lue: true, isUnread: false })) : NOTIFICATIONS,
      unread: () => (allRead ? 0 : 3),
    });
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('link', { name: 'Notifications, 3 non lues' });

    allRead = true;
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));

    expect(calls(fetchMock, 'PUT').map((url) => url.pathname)).toEqual(['/api/v1/notifications/read-all']);
    expect(await within(banner).findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Toutes vos notifications sont marquées comme lues.')).toBeInTheDocument();
    expect(screen.queryByText('Non lu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
  });

  it("shows 'Aucune notification' when there are none, and offers all types on an empty filter", async () => {
    const { user } = await openNotifications({ list: () => [], unread: () => 0 });
    expect(await screen.findByRole('heading', { name: 'Aucune notification' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir toutes les notifications' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paiement' }));
    await user.click(await screen.findByRole('button', { name: 'Voir toutes les notifications' }));
    expect(screen.getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("loads the next page with 'Voir plus'", async () => {
    const { user } = await openNotifications({
      list: (url) =>
        url.searchParams.get('page') === '2'
          ? notificationList([NOTIFICATIONS[4]!], { page: 2, total: 21 })
          : notificationList(NOTIFICATIONS.slice(0, 4), { total: 21 }),
    });
    await screen.findByRole('article', { name: 'Paiement validé' });
    expect(screen.queryByRole('article', { name: 'Bienvenue' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voir plus' }));

    expect(await screen.findByRole('article', { name: 'Bienvenue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    let fail = true;
    const { user } = await openNotifications({
      list: () => {
        if (fail) throw new Error('offline');
        return NOTIFICATIONS;
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger vos notifications.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Bienvenue' })).toBeInTheDocument();
  });
});
