import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import type { Dashboard as DashboardData } from '@parcelles/shared/contracts/dashboard';
import {
  APP_TIME_ZONE,
  CATEGORIES,
  LOCALE,
  PLOT_STATUTS,
  RESERVATION_STATUTS,
  categoryInfo,
  plotStatusInfo,
  reservationStatusInfo,
  type EnumInfo,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { auditColumns } from '../../../components/admin/audit-columns';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { DataTable } from '../../../components/table/data-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { admin } from '../../../i18n/fr/admin';
import { formatCount } from '@parcelles/shared/format';
import { useDashboard } from '../api/get-dashboard';
import { useLatestEvents } from '../api/get-latest-events';
import { BarChart } from './bar-chart';
import { Card, ExpiringList } from './dashboard-card';
import { ExpiringThisWeek, Pipeline, Stock, dashboardLinks } from './sales-cards';

const t = admin.dashboard;
const shortDay = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: APP_TIME_ZONE });
// A month 'AAAA-MM' is a calendar month, not an instant: read at noon UTC of its first day.
const longMonth = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' });
const monthDate = (mois: string) => new Date(`${mois}-01T12:00:00Z`);

/** /admin: the back office's figures; admins also see the journal's latest events. */
export function Dashboard({ isAdmin }: { isAdmin: boolean }) {
  const query = useDashboard();
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <span className="sr-only">{t.loading}</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <AlertBox title={admin.common.error}>
        <p>{query.error.message}</p>
        <div>
          <Button variant="dangerOutline" size="sm" onClick={() => void query.refetch()}>
            {admin.common.retry}
          </Button>
        </div>
      </AlertBox>
    );
  }
  const data = query.data;
  return (
    <div className="flex flex-col gap-4">
      <Pipeline data={data.pipeline} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <ExpiringThisWeek data={data.expirentCetteSemaine} />
        <Stock data={data.valeurStock} />
        <Proofs data={data.preuvesEnAttente} isAdmin={isAdmin} />
        <Card title={t.money} id="money">
          <dl className="grid grid-cols-2 gap-3">
            <Figure label={t.thisMonth} value={formatMoney(data.montantValide.ceMois)} />
            <Figure label={t.total} value={formatMoney(data.montantValide.total)} />
          </dl>
        </Card>
        <Expiring data={data.expirentSous24h} />
        <Card title={t.plots} id="plots">
          <Counts values={PLOT_STATUTS} counts={data.parcellesParStatut} info={plotStatusInfo} />
        </Card>
        <Card title={t.reservations} id="reservations">
          <Counts
            values={RESERVATION_STATUTS}
            counts={data.reservationsParStatut}
            info={reservationStatusInfo}
          />
        </Card>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t.monthly} id="monthly">
          <BarChart
            title={t.monthly}
            description={t.monthlyDescription(
              data.ventesParMois.reduce((sum, m) => sum + m.nombre, 0),
              formatMoney(data.ventesParMois.reduce((sum, m) => sum + m.montant, 0)),
            )}
            bars={data.ventesParMois.map((month) => {
              const name = longMonth.format(monthDate(month.mois));
              return {
                label: name,
                short: shortMonth.format(monthDate(month.mois)),
                value: month.montant,
                display: `${formatMoney(month.montant)} · ${t.salesCount(month.nombre)}`,
                link: {
                  to: dashboardLinks.soldIn(month.mois),
                  label: t.monthLink(name, month.nombre, formatMoney(month.montant)),
                },
              };
            })}
            labelHeading={t.month}
            valueHeading={t.amount}
            figuresLabel={t.figures}
          />
        </Card>
        <Card title={t.weekly} id="weekly">
          <BarChart
            title={t.weekly}
            description={t.weeklyDescription(
              formatMoney(data.paiementsParSemaine.reduce((sum, w) => sum + w.montant, 0)),
            )}
            bars={data.paiementsParSemaine.map((week) => ({
              label: t.weekOf(formatDateLong(week.debut)),
              short: shortDay.format(new Date(week.debut)),
              value: week.montant,
              display: formatMoney(week.montant),
            }))}
            labelHeading={t.week}
            valueHeading={t.amount}
            figuresLabel={t.figures}
          />
        </Card>
        <Card title={t.sales} id="sales">
          <BarChart
            title={t.sales}
            description={t.salesDescription(
              CATEGORIES.reduce((sum, c) => sum + data.ventesParCategorie[c], 0),
            )}
            bars={CATEGORIES.map((categorie) => ({
              label: categoryInfo(categorie).label,
              short: categoryInfo(categorie).label.replace('Malaika ', ''),
              value: data.ventesParCategorie[categorie],
              display: formatCount(data.ventesParCategorie[categorie]),
            }))}
            labelHeading={t.category}
            valueHeading={t.sold}
            figuresLabel={t.figures}
            color="fill-laterite-500"
          />
        </Card>
      </div>
      {isAdmin && <LatestEvents />}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-xl font-bold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Counts<K extends string>({
  values,
  counts,
  info,
}: {
  values: readonly K[];
  counts: Record<K, number>;
  info: (value: K) => EnumInfo;
}) {
  return (
    <dl className="flex flex-col gap-2">
      {values.map((value) => (
        <div key={value} className="flex items-center justify-between gap-3">
          <dt>
            <Badge variant={info(value).badge}>{info(value).label}</Badge>
          </dt>
          <dd className="font-semibold tabular-nums">{formatCount(counts[value])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Proofs({ data, isAdmin }: { data: DashboardData['preuvesEnAttente']; isAdmin: boolean }) {
  const late = data.plusAncienneHeures !== null && data.plusAncienneHeures > data.maxHeures;
  return (
    <Card title={t.proofs} id="proofs">
      <p className="text-2xl font-bold text-stone-900">{t.proofsCount(data.nombre)}</p>
      {data.plusAncienneHeures === null ? (
        <p className="text-stone-700">{t.proofsNone}</p>
      ) : (
        <p
          className={
            late
              ? 'flex items-start gap-2 rounded-lg bg-red-50 p-2 font-semibold text-red-800 ring-1 ring-red-200'
              : 'text-stone-700'
          }
        >
          {late && <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
          <span>
            {t.oldest(admin.paiements.age(data.plusAncienneHeures))}
            {data.enRetard > 0 && ` · ${t.late(data.enRetard)}`}
          </span>
        </p>
      )}
      <p className="text-sm text-stone-600">{t.promise(data.promisHeures, data.maxHeures)}</p>
      {isAdmin && data.nombre > 0 && (
        <div>
          <ButtonLink to="/admin/paiements" size="sm">
            {t.openQueue}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}

function Expiring({ data }: { data: DashboardData['expirentSous24h'] }) {
  return (
    <Card title={t.expiring} id="expiring">
      {data.nombre === 0 ? (
        <p className="text-stone-700">{t.expiringNone}</p>
      ) : (
        <ExpiringList reservations={data.reservations} />
      )}
      {data.nombre > data.reservations.length && (
        <Link to="/admin/reservations?expireDansHeures=24" className={`${LINK_CLASS} self-start`}>
          {t.expiringMore(data.nombre)}
        </Link>
      )}
    </Card>
  );
}

const latestColumns = auditColumns({ linkPayments: true });

function LatestEvents() {
  const query = useLatestEvents();
  return (
    <section aria-labelledby="dashboard-latest" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-latest" className="text-lg font-bold text-stone-900">
          {t.latest}
        </h2>
        <Link to="/admin/journal" className={`${LINK_CLASS} inline-flex min-h-11 items-center`}>
          {t.openJournal}
        </Link>
      </div>
      {query.isError ? (
        <AlertBox title={admin.common.error} />
      ) : (
        <DataTable
          caption={t.latest}
          columns={latestColumns}
          data={query.data?.evenements}
          getRowId={(e) => String(e.id)}
          loading={query.isFetching}
          empty={t.latestNone}
          texts={admin.table}
        />
      )}
    </section>
  );
}
