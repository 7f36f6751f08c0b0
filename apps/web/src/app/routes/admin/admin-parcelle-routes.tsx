// The plot catalogue's pages of the back office (issue 11), composed here: the catalogue feature
// (list, form, history) with the site plan feature's position picker, which features cannot
// import from one another; the photos manager fills the edit page's `photos` slot.
import { useParams } from 'react-router';
import { ParcelleCreatePage } from '../../../features/admin-parcelles/components/parcelle-create-page';
import { ParcelleEditPage } from '../../../features/admin-parcelles/components/parcelle-edit-page';
import type { PositionPickerProps } from '../../../features/admin-parcelles/components/parcelle-form';
import { ImportPage } from '../../../features/admin-parcelles/components/import-page';
import { PlotImagesManager } from '../../../features/admin-parcelles/components/plot-images-manager';
import { ParcellesList } from '../../../features/admin-parcelles/components/parcelles-list';
import { usePlotPositions } from '../../../features/admin-parcelles/api/get-plot-positions';
import { SitePlanPicker } from '../../../features/site-plan/components/site-plan-picker';
import { useSitePlan } from '../../../features/site-plan';
import { admin } from '../../../i18n/fr/admin';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';

export function ParcellesPage() {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <title>{admin.title(adminParcelles.list.heading)}</title>
      <h1 className="text-2xl font-bold text-stone-900">{adminParcelles.list.heading}</h1>
      <ParcellesList />
    </div>
  );
}

export function ParcelleCreateRoute() {
  return <ParcelleCreatePage positionPicker={renderPicker} />;
}

export function ParcelleEditRoute() {
  const { id = '' } = useParams();
  return (
    <ParcelleEditPage
      key={id}
      id={id}
      positionPicker={renderPicker}
      photos={(parcelle) => <PlotImagesManager parcelle={parcelle} />}
    />
  );
}

export function ParcellesImportRoute() {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <title>{admin.title(adminCatalogue.import.heading)}</title>
      <h1 className="text-2xl font-bold text-stone-900">{adminCatalogue.import.heading}</h1>
      <ImportPage />
    </div>
  );
}

const renderPicker = (props: PositionPickerProps) => <PositionPicker {...props} />;

/** The site plan with every plot, once both are loaded; the x/y fields stay usable meanwhile. */
function PositionPicker(props: PositionPickerProps) {
  const plan = useSitePlan();
  const plots = usePlotPositions();
  const t = adminParcelles.picker;
  if (plan.isError || plots.isError) return <p className="text-sm text-stone-700">{t.unavailable}</p>;
  if (!plan.data || !plots.data)
    return (
      <p
        role="status"
        className="flex aspect-[4/3] w-full items-center justify-center rounded-2xl bg-stone-100 text-stone-700"
      >
        {t.loading}
      </p>
    );
  return <SitePlanPicker {...props} plots={plots.data} planImage={plan.data.image} />;
}
