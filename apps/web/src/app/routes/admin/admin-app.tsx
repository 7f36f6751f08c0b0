import type { ReactNode } from 'react';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router';
import type { Role } from '@parcelles/shared/domain';
import { PaiementDetail } from '../../../features/admin-paiements/components/paiement-detail';
import { Conversation } from '../../../features/paiements/components/conversation';
import { PaiementsAll } from '../../../features/admin-paiements/components/paiements-all';
import { PaiementsQueue } from '../../../features/admin-paiements/components/paiements-queue';
import { PaiementsStats } from '../../../features/admin-paiements/components/paiements-stats';
import { Journal } from '../../../features/admin-audit/components/journal';
import { Dashboard } from '../../../features/admin-dashboard/components/dashboard';
import { ReservationDetail } from '../../../features/admin-reservations/components/reservation-detail';
import { AdminRecuButton, AdminReleveButton } from '../../../features/recus/components/receipt-links';
import { ReservationsList } from '../../../features/admin-reservations/components/reservations-list';
import { ReservationsStats } from '../../../features/admin-reservations/components/reservations-stats';
import { RecouvrementDesk } from '../../../features/admin-recouvrement/components/recouvrement-desk';
import { ComptabiliteExports } from '../../../features/admin-comptabilite/components/comptabilite-exports';
import { RelevesPage as Releves } from '../../../features/admin-releves/components/releves-page';
import { CaissePage as Caisse } from '../../../features/admin-caisse/components/caisse-page';
import { InviteForm } from '../../../features/admin-utilisateurs/components/invite-form';
import { UtilisateurDetail } from '../../../features/admin-utilisateurs/components/utilisateur-detail';
import { UtilisateursList } from '../../../features/admin-utilisateurs/components/utilisateurs-list';
import { buttonClasses } from '../../../components/ui/button';
import { admin } from '../../../i18n/fr/admin';
import { adminUtilisateurs } from '../../../i18n/fr/admin-utilisateurs';
import { AccessDeniedRoute } from '../access-denied';
import {
  ParcelleCreateRoute,
  ParcelleEditRoute,
  ParcellesImportRoute,
  ParcellesPage,
} from './admin-parcelle-routes';
import { AdminShell } from './admin-shell';
import { PlansList } from '../../../features/admin-plans-paiement/components/plans-list';
import { PlanFormPage } from '../../../features/admin-plans-paiement/components/plan-form';
import { adminPlansPaiement } from '../../../i18n/fr/admin-plans-paiement';
import { adminRecouvrement } from '../../../i18n/fr/admin-recouvrement';
import { adminComptabilite } from '../../../i18n/fr/admin-comptabilite';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { adminCaisse } from '../../../i18n/fr/admin-caisse';

/**
 * The back office (/admin/*), one lazy chunk for staff only (staff-gate.tsx). Admins reach every
 * part; agents the dashboard (without the journal), reservations and the collections desk
 * read-only, and the plot catalogue; users are admins' only. The server refuses the rest anyway.
 */
export function AdminApp({ role }: { role: Role }) {
  const isAdmin = role === 'ADMIN';
  const adminOnly = (element: ReactNode) => (isAdmin ? element : <AccessDeniedRoute needs="ADMIN" />);
  return (
    <AdminShell role={role}>
      <Routes>
        <Route index element={<DashboardPage isAdmin={isAdmin} />} />
        <Route path="paiements" element={adminOnly(<PaiementsPage />)} />
        <Route path="paiements/:id" element={adminOnly(<PaiementPage />)} />
        <Route path="journal" element={adminOnly(<JournalPage />)} />
        <Route path="utilisateurs" element={adminOnly(<UtilisateursPage />)} />
        <Route path="utilisateurs/inviter" element={adminOnly(<InviteForm />)} />
        <Route path="utilisateurs/:id" element={adminOnly(<UtilisateurPage />)} />
        <Route path="reservations" element={<ReservationsPage canExport={isAdmin} />} />
        <Route path="reservations/:id" element={<ReservationPage canAct={isAdmin} />} />
        <Route path="recouvrement" element={<RecouvrementPage canRemind={isAdmin} />} />
        <Route path="comptabilite" element={adminOnly(<ComptabilitePage />)} />
        <Route path="releves" element={adminOnly(<RelevesPage />)} />
        <Route path="caisse" element={adminOnly(<CaissePage />)} />
        <Route path="parcelles" element={<ParcellesPage />} />
        <Route path="parcelles/nouvelle" element={<ParcelleCreateRoute />} />
        <Route path="parcelles/:id" element={<ParcelleEditRoute />} />
        <Route path="parcelles/import" element={<ParcellesImportRoute />} />
        <Route path="plans-paiement" element={adminOnly(<PlansPage />)} />
        <Route path="plans-paiement/nouveau" element={adminOnly(<PlanFormPage />)} />
        <Route path="plans-paiement/:id" element={adminOnly(<PlanEditPage />)} />
        <Route path="*" element={<p className="text-stone-700">{admin.notFound}</p>} />
      </Routes>
    </AdminShell>
  );
}

function PageHeading({ children }: { children: string }) {
  return (
    <>
      <title>{admin.title(children)}</title>
      <h1 className="mb-4 text-2xl font-bold text-stone-900">{children}</h1>
    </>
  );
}

function DashboardPage({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{admin.dashboard.heading}</PageHeading>
      <Dashboard isAdmin={isAdmin} />
    </div>
  );
}

function JournalPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{admin.audit.heading}</PageHeading>
      <Journal />
    </div>
  );
}

function PaiementsPage() {
  const t = admin.paiements;
  const [params] = useSearchParams();
  const all = params.get('vue') === 'tous';
  const tab = (active: boolean) =>
    buttonClasses({
      variant: active ? 'primary' : 'secondary',
      size: 'sm',
      className: 'flex-1 sm:flex-none',
    });
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{t.heading}</PageHeading>
      <PaiementsStats />
      <nav aria-label={t.tabs} className="flex gap-2">
        <Link to="/admin/paiements" aria-current={all ? undefined : 'page'} className={tab(!all)}>
          {t.queueTab}
        </Link>
        <Link to="/admin/paiements?vue=tous" aria-current={all ? 'page' : undefined} className={tab(all)}>
          {t.allTab}
        </Link>
      </nav>
      {all ? <PaiementsAll /> : <PaiementsQueue />}
    </div>
  );
}

function UtilisateursPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{adminUtilisateurs.heading}</PageHeading>
      <UtilisateursList />
    </div>
  );
}

function UtilisateurPage() {
  const { id = '' } = useParams();
  return <UtilisateurDetail key={id} id={id} />;
}

function PaiementPage() {
  const { id = '' } = useParams();
  return (
    <PaiementDetail
      key={id}
      id={id}
      downloads={(paiement) =>
        paiement.recu && (
          <div>
            <AdminRecuButton paiementId={paiement.id} numero={paiement.recu.numero} />
          </div>
        )
      }
      conversation={(paiement) => (
        <Conversation paiementId={paiement.id} statut={paiement.statut} side="EQUIPE" />
      )}
    />
  );
}

function ReservationsPage({ canExport }: { canExport: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{admin.reservations.heading}</PageHeading>
      <ReservationsStats />
      <ReservationsList canExport={canExport} />
    </div>
  );
}

function ReservationPage({ canAct }: { canAct: boolean }) {
  const { id = '' } = useParams();
  return (
    <ReservationDetail
      key={id}
      id={id}
      canAct={canAct}
      downloads={(reservation) => (
        <div>
          <AdminReleveButton reservationId={reservation.id} reference={reservation.reference} />
        </div>
      )}
    />
  );
}

// --- The collections desk (issue 25): agents read it, admins remind ------------------------------
function RecouvrementPage({ canRemind }: { canRemind: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{adminRecouvrement.heading}</PageHeading>
      <RecouvrementDesk canRemind={canRemind} />
    </div>
  );
}

// --- Books for the accountant (issue 26, ADMIN only) ----------------------------------------------
function ComptabilitePage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{adminComptabilite.heading}</PageHeading>
      <ComptabiliteExports />
    </div>
  );
}

// --- Statements and the cash office (issue 26, ADMIN only) ---------------------------------------
function RelevesPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{adminReleves.heading}</PageHeading>
      <Releves />
    </div>
  );
}

function CaissePage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{adminCaisse.heading}</PageHeading>
      <Caisse />
    </div>
  );
}

// --- Instalment plans (issue 12, ADMIN only) ------------------------------------------------------
function PlansPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeading>{adminPlansPaiement.heading}</PageHeading>
      <PlansList />
    </div>
  );
}

function PlanEditPage() {
  const { id = '' } = useParams();
  return <PlanFormPage key={id} id={id} />;
}
