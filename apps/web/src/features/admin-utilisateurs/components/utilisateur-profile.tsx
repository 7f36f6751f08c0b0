import type { ReactNode } from 'react';
import type { Utilisateur } from '@parcelles/shared/contracts/utilisateurs';
import { formatDateLong } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { admin } from '../../../i18n/fr/admin';
import { adminUtilisateurs } from '../../../i18n/fr/admin-utilisateurs';
import { EtatBadges, RoleBadge } from './utilisateur-cells';

const t = adminUtilisateurs.detail;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** The account as staff read it: how to reach the person, role, state and dates. */
export function UtilisateurProfile({ utilisateur }: { utilisateur: Utilisateur }) {
  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-3">
      <h2 id="profile-title" className="text-lg font-bold text-stone-900">
        {t.profile}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
        <Item label={t.email}>
          <a href={`mailto:${utilisateur.email}`} className={`${LINK_CLASS} wrap-anywhere font-normal`}>
            {utilisateur.email}
          </a>
        </Item>
        <Item label={t.telephone}>
          {utilisateur.telephone ? (
            <a href={`tel:${utilisateur.telephone}`} className={`${LINK_CLASS} font-normal`}>
              {utilisateur.telephone}
            </a>
          ) : (
            admin.common.none
          )}
        </Item>
        <Item label={t.role}>
          <RoleBadge role={utilisateur.role} />
        </Item>
        <Item label={t.etat}>
          <EtatBadges utilisateur={utilisateur} />
        </Item>
        <Item label={t.emailVerifie}>{utilisateur.emailVerifie ? t.verified : t.notVerified}</Item>
        <Item label={t.dateCreation}>{formatDateLong(utilisateur.dateCreation, { withTime: true })}</Item>
        <Item label={t.derniereConnexion}>
          {utilisateur.derniereConnexion
            ? formatDateLong(utilisateur.derniereConnexion, { withTime: true })
            : adminUtilisateurs.never}
        </Item>
      </dl>
    </section>
  );
}
