import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import type { Dashboard as DashboardData } from '@parcelles/shared/contracts/dashboard';
import { STOCK_STATUTS } from '@parcelles/shared/contracts/dashboard';
import {
  APP_TIME_ZONE,
  CATEGORIES,
  ETAPES_VENTE,
  ETAPE_VENTE_INFO,
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

const t = admin.dashboard;
const shortDay = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: APP_TIME_ZONE });
// A month 'AAAA-MM' is a calendar month, not an instant: read at noon UTC of its first day.
const longMonth = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat(LOCALE, { month: 'short', timeZone: 'UTC' });
const monthDate = (mois: string) => new Date(`${mois}-01T12:00:00Z`);

/** The lists behind the figures (issue 25): each figure links to the filtered list it counts. */
const dashboardLinks = {
  stage: (etape: string) => `/admin/reservations?etape=${etape}`,
  expiringThisWeek: '/admin/reservations?expireCetteSemaine=true&tri=dateExpiration&ordre=asc',
  soldIn: (mois: string) => `/admin/reservations?etape=vendu&venduMois=${mois}`,
  plots: (statut: string) => `/admin/parcelles?statut=${statut}`,
};

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

/** The tile of a figure that opens its list: the whole tile is the link, named in full. */
const TILE_LINK =
  'flex h-full min-w-0 flex-col gap-0.5 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200 hover:bg-primary-50 hover:ring-primary-300 focus-visible:outline-3 focus-visible:outline-accent-500';

/** Issue 25: where the running reservations stand, from hold to sale, each stage opening its list. */
function Pipeline({ data }: { data: DashboardData['pipeline'] }) {
  return (
    <Card title={t.pipeline} id="pipeline">
      <ol className="grid gap-3 sm:grid-cols-3">
        {ETAPES_VENTE.map((etape) => {
          const stage = data[etape];
          const label = ETAPE_VENTE_INFO[etape].label;
          const encaisse = etape === 'acompte' ? formatMoney(data.acompte.encaisse) : undefined;
          return (
            <li key={etape} className="min-w-0">
              <Link
                to={dashboardLinks.stage(etape)}
                aria-label={t.stageLink(label, stage.nombre, formatMoney(stage.montant), encaisse)}
                className={TILE_LINK}
              >
                <span className="text-sm font-semibold text-stone-700">{label}</span>
                <span className="text-xl font-bold text-primary-800 tabular-nums">
                  {t.reservationsCount(stage.nombre)}
                </span>
                <span className="font-semibold text-stone-900 tabular-nums">
                  {formatMoney(stage.montant)}
                </span>
                {encaisse && (
                  <span className="text-sm text-stone-700 tabular-nums">{t.collected(encaisse)}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

/** Issue 25: the holds ending by Sunday night (paused ones are not ending), the soonest first. */
function ExpiringThisWeek({ data }: { data: DashboardData['expirentCetteSemaine'] }) {
  const sunday = formatDateLong(data.jusquAu);
  return (
    <Card title={t.expiringWeek} id="expiring-week">
      {data.nombre === 0 ? (
        <p className="text-stone-700">{t.expiringWeekNone(sunday)}</p>
      ) : (
        <>
          <Link to={dashboardLinks.expiringThisWeek} className={`${LINK_CLASS} self-start text-lg`}>
            {t.expiringWeekCount(data.nombre, sunday)}
            <span className="sr-only">{t.seeList}</span>
          </Link>
          <ExpiringList reservations={data.reservations} />
        </>
      )}
    </Card>
  );
}

/** Issue 25: the plots for sale, held and sold, and what they are worth; each opens the catalogue. */
function Stock({ data }: { data: DashboardData['valeurStock'] }) {
  return (
    <Card title={t.stock} id="stock">
      <ul className="flex flex-col gap-2">
        {STOCK_STATUTS.map((statut) => {
          const info = plotStatusInfo(statut);
          const { nombre, valeur } = data[statut];
          return (
            <li key={statut}>
              <Link
                to={dashboardLinks.plots(statut)}
                aria-label={t.stockLink(info.label, nombre, formatMoney(valeur))}
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg px-2 py-1 hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                <Badge variant={info.badge}>{info.label}</Badge>
                <span className="flex flex-col items-end text-right">
                  <span className="font-semibold text-stone-900 tabular-nums">{formatMoney(valeur)}</span>
                  <span className="text-sm text-stone-700 tabular-nums">{t.plotsCount(nombre)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`dashboard-${id}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id={`dashboard-${id}`} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
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

/** Holds about to end, each opening its reservation. */
function ExpiringList({ reservations }: { reservations: DashboardData['expirentSous24h']['reservations'] }) {
  return (
    <ul className="flex flex-col gap-2">
      {reservations.map((r) => (
        <li key={r.id} className="flex flex-col">
          <Link to={`/admin/reservations/${r.id}`} className={`${LINK_CLASS} self-start`}>
            {r.reference}
          </Link>
          <span className="text-sm wrap-anywhere text-stone-700">
            {t.expiringItem(r.parcelle.numeroLot, r.acheteur.nom)} ·{' '}
            {t.expiresAt(formatDateLong(r.dateExpiration, { withTime: true }))}
          </span>
        </li>
      ))}
    </ul>
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
