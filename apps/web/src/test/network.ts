// The browser's view of the network, for tests of what the app does offline: `navigator.onLine`
// and the window's 'offline'/'online' events (which TanStack Query's onlineManager listens to).
import { act } from '@testing-library/react';
import { vi } from 'vitest';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** The browser loses its connection. */
export const goOffline = () => setOnline(false);
/** The connection comes back; call it after each offline test too. */
export const goOnline = () => setOnline(true);
