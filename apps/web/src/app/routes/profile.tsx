import { Navigate } from 'react-router';
import { ProfileInformations } from '../../features/auth/components/profile-informations';
import { ProfilePreferences } from '../../features/auth/components/profile-preferences';
import { ProfileSecurity } from '../../features/auth/components/profile-security';
import { ProfileSummary } from '../../features/auth/components/profile-summary';
import { ProfileTabs } from '../../features/auth/components/profile-tabs';
import { fr } from '../../i18n/fr';
import { useStoredUser } from '../../lib/session';

/** Spec §2 Profile ('Mon Espace Personnel'), behind the sign-in guard. */
export function ProfileRoute() {
  const user = useStoredUser();
  // The guard admits signed-in users only; this narrows the type.
  if (!user) return <Navigate to="/login" replace />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{fr.auth.pageTitle(fr.auth.profile.heading)}</title>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">{fr.auth.profile.heading}</h1>
          <p className="mt-2 text-stone-700">{fr.auth.profile.intro}</p>
        </div>
      </div>
      <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <ProfileSummary user={user} />
        <div className="mt-6">
          <ProfileTabs
            panels={{
              // Keyed by the saved user so Annuler and a save start from the stored values.
              informations: <ProfileInformations key={user.id} user={user} />,
              securite: <ProfileSecurity />,
              preferences: <ProfilePreferences />,
            }}
          />
        </div>
      </div>
    </div>
  );
}
