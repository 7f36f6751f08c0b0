import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '../../../components/ui/full-screen-spinner';
import { useStoredRole } from '../../../lib/session';
import { AccessDeniedRoute } from '../access-denied';

// The back office is one chunk, asked for here and only for staff: a buyer, even one typing
// /admin, never downloads it (DESIGN.md §2). The signed-out visitor was sent to /login before.
const AdminApp = lazy(() => import('./admin-app').then((m) => ({ default: m.AdminApp })));

export function StaffGate() {
  const role = useStoredRole();
  if (role !== 'ADMIN' && role !== 'AGENT') return <AccessDeniedRoute />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <AdminApp role={role} />
    </Suspense>
  );
}
