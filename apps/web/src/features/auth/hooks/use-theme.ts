import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, STORAGE_KEYS } from '@parcelles/shared/domain';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function readTheme(): Theme {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Spec §3: the theme is kept under `theme`, light by default. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, readTheme);
  function setTheme(next: Theme) {
    try {
      window.localStorage.setItem(STORAGE_KEYS.theme, next);
    } catch {
      // No storage: the choice lasts until the page is left.
    }
    listeners.forEach((listener) => listener());
  }
  return [theme, setTheme];
}
