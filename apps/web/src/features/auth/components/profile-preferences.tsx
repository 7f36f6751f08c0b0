import { useId } from 'react';
import { Info } from 'lucide-react';
import type { User } from '@parcelles/shared/contracts/auth';
import { auth as frAuth } from '../../../i18n/fr/auth';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdatePreferences } from '../api/update-preferences';
import { useTheme } from '../hooks/use-theme';
import { LABEL_CLASS } from '../../../components/form/field-styles';
import { PreferenceSwitch } from './preference-switch';

const t = frAuth.profile.preferences;
const SELECT_CLASS =
  'block min-h-12 w-full rounded-lg border border-stone-300 bg-stone-100 px-3 text-base text-stone-600 disabled:cursor-not-allowed';
const ACTION_CLASS =
  'inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-lg border border-stone-300 bg-stone-100 px-4 text-sm font-semibold text-stone-500';

/**
 * Spec §2 Profile, Préférences. The theme is kept on this device (under `theme`, spec §3) and the
 * SMS reminders with the account (issue 25, saved as the switch moves); every other control is
 * shown disabled with the reason, not as a dead button.
 */
export function ProfilePreferences({ user }: { user: User }) {
  const [theme, setTheme] = useTheme();
  const noteId = useId();

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-bold text-stone-900">{t.heading}</h2>
        <p id={noteId} className="mt-2 flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.soon}
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <fieldset className="rounded-xl border border-stone-200 px-5 py-2">
          <legend className="px-1 font-semibold text-stone-900">{t.appearance}</legend>
          <PreferenceSwitch
            label={t.darkMode}
            description={t.darkModeText}
            checked={theme === 'dark'}
            onChange={(dark) => setTheme(dark ? 'dark' : 'light')}
          />
          <PreferenceSwitch label={t.reduceMotion} checked={false} />
        </fieldset>

        <fieldset className="rounded-xl border border-stone-200 px-5 py-2">
          <legend className="px-1 font-semibold text-stone-900">{t.notifications}</legend>
          <SmsRemindersSwitch user={user} />
          <PreferenceSwitch label={t.emailNotifications} checked />
          <PreferenceSwitch label={t.pushNotifications} checked={false} />
          <PreferenceSwitch label={t.newReservations} checked />
          <PreferenceSwitch label={t.paymentReminders} checked />
        </fieldset>

        <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-5">
          <legend className="px-1 font-semibold text-stone-900">{t.region}</legend>
          <div>
            <label htmlFor="preference-langue" className={LABEL_CLASS}>
              {t.language}
            </label>
            <select
              id="preference-langue"
              disabled
              defaultValue="fr"
              aria-describedby={noteId}
              className={SELECT_CLASS}
            >
              {Object.entries(t.languages).map(([code, name]) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="preference-fuseau" className={LABEL_CLASS}>
              {t.timeZone}
            </label>
            <select
              id="preference-fuseau"
              disabled
              defaultValue="Africa/Lubumbashi"
              aria-describedby={noteId}
              className={SELECT_CLASS}
            >
              {Object.entries(t.timeZones).map(([zone, name]) => (
                <option key={zone} value={zone}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset className="rounded-xl border border-stone-200 px-5 py-2">
          <legend className="px-1 font-semibold text-stone-900">{t.privacy}</legend>
          <PreferenceSwitch label={t.analytics} checked={false} />
        </fieldset>
      </div>

      <div className="flex flex-wrap gap-3">
        {[t.downloadData, t.deleteAccount, t.reset, t.save].map((action) => (
          <button key={action} type="button" disabled aria-describedby={noteId} className={ACTION_CLASS}>
            {action}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Issue 25: the reminders by SMS, on by default, saved at once with a toast either way. SMS go to
 * the phone number of Informations: without one the switch reads off and says what to do.
 */
function SmsRemindersSwitch({ user }: { user: User }) {
  const update = useUpdatePreferences();
  const hasPhone = Boolean(user.telephone);
  // While the save is on its way the switch shows where it is going.
  const wanted = update.isPending ? update.variables.rappelsSms : user.rappelsSms;
  return (
    <PreferenceSwitch
      label={t.smsReminders}
      description={hasPhone ? t.smsRemindersText : t.smsNoPhone}
      checked={hasPhone && wanted}
      disabled={!hasPhone}
      onChange={(rappelsSms) => {
        // A click during the save waits for it (the switch keeps its focus rather than being disabled).
        if (update.isPending) return;
        update.mutate(
          { rappelsSms },
          {
            onSuccess: () => toast.success(rappelsSms ? t.smsOn : t.smsOff),
            onError: (error) => toast.error(error instanceof ApiError ? error.message : t.smsFailed),
          },
        );
      }}
    />
  );
}
