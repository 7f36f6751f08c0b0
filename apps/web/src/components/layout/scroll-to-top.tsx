import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Spec §2: every route change starts at the top of the page. Back/forward (POP) is left to the
 * browser, which restores the reader's position; query-string changes (filters) do not scroll.
 * Smoothness comes from `scroll-behavior` in styles.css, which honours reduced motion.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return null;
}
