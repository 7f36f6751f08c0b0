import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { ButtonLink } from '../../../components/ui/button-link';
import { admin } from '../../../i18n/fr/admin';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';
import { ParcelleForm, type PositionPickerProps } from './parcelle-form';

const t = adminParcelles;

/** /admin/parcelles/nouvelle: the form, empty; once created, the plot's own page (for its photos). */
export function ParcelleCreatePage({
  positionPicker,
}: {
  positionPicker?: (props: PositionPickerProps) => React.ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{admin.title(t.form.createHeading)}</title>
      <div>
        <Link to="/admin/parcelles" className={`${LINK_CLASS} inline-flex min-h-11 items-center gap-1.5`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.edit.back}
        </Link>
        <h1 className="text-2xl font-bold text-stone-900">{t.form.createHeading}</h1>
      </div>
      <ParcelleForm
        positionPicker={positionPicker}
        onSaved={(parcelle) => void navigate(`/admin/parcelles/${parcelle.id}`)}
        footer={
          <ButtonLink to="/admin/parcelles" variant="secondary">
            {t.form.cancel}
          </ButtonLink>
        }
      />
    </div>
  );
}
