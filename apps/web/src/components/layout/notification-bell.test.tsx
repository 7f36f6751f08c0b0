import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { invalidateNotifications } from '../../lib/notification-queries';
import { SessionContext, type Session } from '../../lib/session';
import { ok, route, serverError, stubApi, unreadNotifications } from '../../test/api';
import { NotificationBell } from './notification-bell';

/** The bell's one request, answered with `total` unread notifications. */
const answerUnread = (total: () => number) =>
  stubApi(route('GET', '/notifications/my', () => ok(unreadNotifications(total()))));

const session = (status: Session['status']): Session => ({
  status,
  signingOut: false,
  signOut: () => Promise.resolve(),
});

function renderBell(status: Session['status'] = 'ready') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bell = (value: Session) => (
    <QueryClientProvider client={queryClient}>
      <SessionContext value={value}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </SessionContext>
    </QueryClientProvider>
  );
  const { rerender } = render(bell(session(status)));
  return { queryClient, confirmSession: () => rerender(bell(session('ready'))) };
}

describe('notification bell', () => {
  it('shows the unread count: the total of the unread notifications asked with limit 1', async () => {
    const fetchMock = answerUnread(() => 3);
    renderBell();

    const bell = await screen.findByRole('link', { name: 'Notifications, 3 non lues' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/notifications/my');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lue: 'false', limit: '1' });
  });

  it('waits for the stored session to be confirmed before asking', async () => {
    const fetchMock = answerUnread(() => 2);
    const { confirmSession } = renderBell('checking');
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    confirmSession();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 non lues' })).toBeInTheDocument();
  });

  it("reads '99+' above 99", async () => {
    answerUnread(() => 150);
    renderBell();
    expect(await screen.findByRole('link', { name: 'Notifications, 99+ non lues' })).toHaveTextContent('99+');
  });

  it('shows no count when there is nothing unread', async () => {
    const fetchMock = answerUnread(() => 0);
    renderBell();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('counts 0 when the request fails, even after a count', async () => {
    let fails = false;
    stubApi(route('GET', '/notifications/my', () => (fails ? serverError() : ok(unreadNotifications(5)))));
    const { queryClient } = renderBell();
    await screen.findByRole('link', { name: 'Notifications, 5 non lues' });

    fails = true;
    await act(() => invalidateNotifications(queryClient));
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it('asks again when the page comes back into view and after a change to the notifications', async () => {
    let unread = 1;
    const fetchMock = answerUnread(() => unread);
    const { queryClient } = renderBell();
    await screen.findByRole('link', { name: 'Notifications, 1 non lue' });

    unread = 4;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 4 non lues' })).toBeInTheDocument();

    unread = 0;
    await act(() => invalidateNotifications(queryClient));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
