import { Trash2 } from 'lucide-react';
import type { Parcelle, Photo } from '@parcelles/shared/contracts/parcelles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { useDeleteParcelleImage } from '../api/delete-parcelle-image';

const t = adminCatalogue.images;

/** The picture staff asked to delete, and its place (1 for the cover). */
export interface PhotoToDelete {
  photo: Photo;
  index: number;
}

/** Asks before deleting a picture, showing it; the deletion runs from here. */
export function PlotImageDeleteDialog({
  parcelleId,
  lot,
  target: { photo, index },
  onDeleted,
  onFailed,
  onClose,
}: {
  parcelleId: string;
  lot: string;
  target: PhotoToDelete;
  /** The plot as the server has it without the picture. */
  onDeleted: (parcelle: Parcelle) => void;
  onFailed: (failure: Error) => void;
  onClose: () => void;
}) {
  const remove = useDeleteParcelleImage(parcelleId);
  return (
    <ConfirmDialog
      title={t.removeTitle}
      text={t.removeText(index + 1, lot)}
      confirmLabel={t.removeConfirm}
      cancelLabel={t.keep}
      pendingLabel={t.removing}
      variant="danger"
      icon={Trash2}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(photo.url, { onSuccess: onDeleted, onError: onFailed })}
      onClose={onClose}
    >
      <img
        src={photo.url}
        srcSet={photo.srcset}
        sizes="240px"
        alt={t.alt(index + 1, lot)}
        width={240}
        height={180}
        className="aspect-[4/3] w-full rounded-lg object-cover"
      />
    </ConfirmDialog>
  );
}
