import { DEFAULT_THEME, STORAGE_KEYS } from '@parcelles/shared/domain';
import { useStoredValue, writeStored } from '../../../lib/local-storage';

export type Theme = 'light' | 'dark';

/** Spec §3: the theme is kept under `theme`, light by default. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme: Theme = useStoredValue(STORAGE_KEYS.theme) === 'dark' ? 'dark' : DEFAULT_THEME;
  return [theme, (next: Theme) => writeStored(STORAGE_KEYS.theme, next)];
}
