import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { OfflineBanner } from '../../components/layout/offline-banner';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { SkipLink } from '../../components/layout/skip-link';

// Customer service shows 1.5 s after the page (spec §9): its code need not delay the first paint.
// Offline before it arrived, the page goes on without it rather than failing.
const SupportButton = lazy<ComponentType>(() =>
  import('../../features/support/components/support-button').then(
    (m) => ({ default: m.SupportButton }),
    () => ({ default: () => null }),
  ),
);

const MAIN_ID = 'contenu';

/**
 * The frame of every page: skip link, header, the current screen, footer, customer service; the
 * back office's pages keep the header (as staff's) and the screen.
 */
export function RootLayout() {
  // While the next screen's chunk loads the current one stays visible; this bar says so.
  const navigating = useNavigation().state !== 'idle';
  // Staff work in the back office all day, in a frame of their own (issue 23): the full width, no
  // marketing footer, and the buyers' customer service is not theirs.
  const staffPage = useLocation().pathname.startsWith('/admin');

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      <ScrollToTop />
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-accent-500 transition-transform duration-500 ${navigating ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <Header variant={staffPage ? 'staff' : 'site'} />
      {/* The top bar is fixed: the page starts below its full height. */}
      <main id={MAIN_ID} tabIndex={-1} aria-busy={navigating} className="flex-1 pt-16 focus:outline-none">
        <OfflineBanner />
        <Outlet />
      </main>
      {!staffPage && <Footer />}
      {!staffPage && (
        <Suspense fallback={null}>
          <SupportButton />
        </Suspense>
      )}
    </div>
  );
}
