// Issue 25's cards of the dashboard: the sales pipeline, the holds ending this week and the stock's
// value, each figure opening the filtered list it counts.
import { Link } from 'react-router';
import type { Dashboard as DashboardData } from '@parcelles/shared/contracts/dashboard';
import { STOCK_STATUTS } from '@parcelles/shared/contracts/dashboard';
import { ETAPES_VENTE, ETAPE_VENTE_INFO, plotStatusInfo } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { Badge } from '../../../components/ui/badge';
import { admin } from '../../../i18n/fr/admin';
import { Card, ExpiringList } from './dashboard-card';

const t = admin.dashboard;

/** The lists behind the figures (issue 25): each figure links to the filtered list it counts. */
export const dashboardLinks = {
  stage: (etape: string) => `/admin/reservations?etape=${etape}`,
  expiringThisWeek: '/admin/reservations?expireCetteSemaine=true&tri=dateExpiration&ordre=asc',
  soldIn: (mois: string) => `/admin/reservations?etape=vendu&venduMois=${mois}`,
  plots: (statut: string) => `/admin/parcelles?statut=${statut}`,
};

/** The tile of a figure that opens its list: the whole tile is the link, named in full. */
const TILE_LINK =
  'flex h-full min-w-0 flex-col gap-0.5 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200 hover:bg-primary-50 hover:ring-primary-300 focus-visible:outline-3 focus-visible:outline-accent-500';

/** Issue 25: where the running reservations stand, from hold to sale, each stage opening its list. */
export function Pipeline({ data }: { data: DashboardData['pipeline'] }) {
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
export function ExpiringThisWeek({ data }: { data: DashboardData['expirentCetteSemaine'] }) {
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
export function Stock({ data }: { data: DashboardData['valeurStock'] }) {
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
