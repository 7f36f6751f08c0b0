import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { ProfileSummary } from '../../features/auth/components/profile-summary';
import { ProfileTabs } from '../../features/auth/components/profile-tabs';
import { auth as frAuth } from '../../i18n/fr/auth';
import { lazyPart } from '../../lib/lazy-part';
import { useStoredUser } from '../../lib/session';

// The tabs' forms carry the validation library and the contracts' schemas: fetched with the page,
// they follow its first render (ADR 027, DESIGN.md §5 budget).
const ProfileInformations = lazyPart(() =>
  import('../../features/auth/components/profile-informations').then((m) => m.ProfileInformations),
);
const ProfileSecurity = lazyPart(() =>
  import('../../features/auth/components/profile-security').then((m) => m.ProfileSecurity),
);
const ProfilePreferences = lazyPart(() =>
  import('../../features/auth/components/profile-preferences').then((m) => m.ProfilePreferences),
);
for (const part of [ProfileInformations, ProfileSecurity, ProfilePreferences]) part.preload();

const panelFallback = <Skeleton className="h-64 w-full" />;

/** Spec §2 Profile ('Mon Espace Personnel'), behind the sign-in guard. */
export function ProfileRoute() {
  const user = useStoredUser();
  // The guard admits signed-in users only; this narrows the type.
  if (!user) return <Navigate to="/login" replace />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{frAuth.pageTitle(frAuth.profile.heading)}</title>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">{frAuth.profile.heading}</h1>
          <p className="mt-2 text-stone-700">{frAuth.profile.intro}</p>
        </div>
      </div>
      <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <ProfileSummary user={user} />
        <div className="mt-6">
          <ProfileTabs
            panels={{
              // Keyed by the saved user so Annuler and a save start from the stored values.
              informations: (
                <Suspense fallback={panelFallback}>
                  <ProfileInformations key={user.id} user={user} />
                </Suspense>
              ),
              securite: (
                <Suspense fallback={panelFallback}>
                  <ProfileSecurity />
                </Suspense>
              ),
              preferences: (
                <Suspense fallback={panelFallback}>
                  <ProfilePreferences user={user} />
                </Suspense>
              ),
            }}
          />
        </div>
      </div>
    </div>
  );
}
