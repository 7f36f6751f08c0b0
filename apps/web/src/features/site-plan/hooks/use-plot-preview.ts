// Which plot the map previews, and why: hovered (hidden a moment after the pointer leaves), reached
// with the keyboard, or tapped (spec §2: on touch, a preview left open for 2 s opens the plot).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MAP_TOUCH_AUTO_CLICK_MS } from '@parcelles/shared/domain';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';

export type PreviewSource = 'hover' | 'focus' | 'touch';

export interface Preview {
  index: number;
  plot: ParcelleCard;
  source: PreviewSource;
}

/** `onOpen` goes to a plot's page: a click, Enter, or a touch preview left open. */
export function usePlotPreview(plots: readonly ParcelleCard[], onOpen: (plot: ParcelleCard) => void) {
  const [active, setActive] = useState<Preview | null>(null);
  // The same, for event handlers and the per-frame code, which run before React re-renders.
  const activeRef = useRef<Preview | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const autoOpenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ plots, onOpen });
  useLayoutEffect(() => {
    latest.current = { plots, onOpen };
  });
  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      clearTimeout(autoOpenTimer.current);
    },
    [],
  );

  const setShown = (next: Preview | null) => {
    activeRef.current = next;
    setActive(next);
  };

  const clearHide = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  };

  const close = () => {
    clearHide();
    clearTimeout(autoOpenTimer.current);
    if (activeRef.current) setShown(null);
  };

  const open = (index: number) => {
    const plot = latest.current.plots[index];
    close();
    if (plot) latest.current.onOpen(plot);
  };

  const show = (index: number, source: PreviewSource) => {
    clearHide();
    clearTimeout(autoOpenTimer.current);
    const plot = latest.current.plots[index];
    if (!plot) return;
    if (source === 'touch') autoOpenTimer.current = setTimeout(() => open(index), MAP_TOUCH_AUTO_CLICK_MS);
    const current = activeRef.current;
    if (current?.index === index && current.source === source && current.plot === plot) return;
    setShown({ index, plot, source });
  };

  /** Only a hover preview hides by itself; a hide already on its way keeps its time. */
  const scheduleHide = (delay: number) => {
    if (activeRef.current?.source !== 'hover' || hideTimer.current !== undefined) return;
    hideTimer.current = setTimeout(() => {
      hideTimer.current = undefined;
      setShown(null);
    }, delay);
  };

  // A preview of a plot that left the set (new filters) is dropped rather than pointing nowhere.
  const shown = active && plots[active.index] === active.plot ? active : null;

  return { shown, activeRef, show, close, open, scheduleHide, clearHide };
}
