import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import type { Parcelle, Photo } from '@parcelles/shared/contracts/parcelles';
import { AlertBox } from '../../../components/ui/alert-box';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { ApiError } from '../../../lib/api-client';
import { isAbortError } from '../../../lib/upload-with-progress';
import { useParcelleImages } from '../api/get-parcelle-images';
import { useImageUpload } from '../hooks/use-image-upload';
import { usePhotoDrag } from '../hooks/use-photo-drag';
import { usePhotoFocus } from '../hooks/use-photo-focus';
import { usePhotoOrder } from '../hooks/use-photo-order';
import { PLOT_IMAGES, checkImageFiles } from '../lib/image-upload-checks';
import { moved, type PhotoControl } from '../lib/photo-order';
import { PlotImageDeleteDialog, type PhotoToDelete } from './plot-image-delete-dialog';
import { PlotImageDropZone } from './plot-image-drop-zone';
import { PlotImageList } from './plot-image-list';
import { PlotImageUploadProgress } from './plot-image-upload-progress';

const t = adminCatalogue.images;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * A plot's pictures for staff (issue 11): add several at once (picker or drop) with a progress bar
 * that can be cancelled, reorder by dragging (pointer events, so a finger works too) or from the
 * keyboard (arrows on a picture, or its buttons), make one the cover, delete one. Each new order is
 * shown at once and sent; a refusal puts back the order the server kept. Every change refreshes the
 * public plot views, so the site shows it at once (the calls and their cache: ../api/).
 */
export function PlotImagesManager({ parcelle: given }: { parcelle: Parcelle }) {
  const headingId = `${useId()}-heading`;
  const parcelle = useParcelleImages(given);
  const lot = parcelle.numeroLot;
  const order = usePhotoOrder(parcelle);
  const { photos } = order;
  const { upload, start } = useImageUpload(parcelle.id);
  const focus = usePhotoFocus();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<PhotoToDelete | null>(null);

  function sendOrder(next: Photo[]) {
    setError(null);
    order.send(next, (failure) => setError(`${t.orderFailed} ${messageOf(failure, '')}`.trim()));
  }

  function move(from: number, to: number, control: PhotoControl) {
    if (to < 0 || to >= photos.length || from === to) return;
    const photo = photos[from];
    if (!photo) return;
    sendOrder(moved(photos, from, to));
    setAnnouncement(t.moved(to + 1, photos.length));
    focus.request(photo.id, control);
  }

  function setCover(index: number) {
    const photo = photos[index];
    if (!photo || index === 0) return;
    sendOrder(moved(photos, index, 0));
    setAnnouncement(t.coverSet);
    focus.request(photo.id, 'item');
  }

  const drag = usePhotoDrag(order, (next, index) => {
    sendOrder(next);
    setAnnouncement(t.moved(index + 1, next.length));
  });

  function add(files: File[]) {
    if (files.length === 0 || upload) return;
    const { accepted, errors } = checkImageFiles(parcelle.photos.length, files);
    setRejected(errors);
    setError(null);
    if (accepted.length === 0) return;
    start(accepted, {
      onSuccess: () => {
        order.preview(null);
        setAnnouncement(t.uploaded(accepted.length));
        toast.success(t.uploaded(accepted.length));
      },
      onError: (failure) => {
        if (isAbortError(failure)) setAnnouncement(t.uploadCancelled);
        else setError(messageOf(failure, t.uploadFailed));
      },
    });
  }

  function deleted(answer: Parcelle, index: number) {
    const neighbour = answer.photos[Math.min(index, answer.photos.length - 1)];
    order.preview(null);
    setToDelete(null);
    setAnnouncement(t.removed);
    toast.success(t.removed);
    if (neighbour) focus.request(neighbour.id, 'item');
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t.intro}</p>
      </div>

      <PlotImageDropZone
        disabled={parcelle.photos.length >= PLOT_IMAGES.perPlot || upload !== null}
        onFiles={add}
      />
      {upload && <PlotImageUploadProgress upload={upload} />}

      {rejected.length > 0 && (
        <AlertBox title={t.rejectedTitle}>
          <ul className="list-disc pl-5 wrap-anywhere">
            {rejected.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </AlertBox>
      )}
      {error && (
        <AlertBox>
          <p className="wrap-anywhere">{error}</p>
        </AlertBox>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <PlotImageList
        photos={photos}
        lot={lot}
        listRef={focus.listRef}
        drag={drag}
        onMove={move}
        onSetCover={setCover}
        onRemove={(photo, index) => setToDelete({ photo, index })}
      />

      {toDelete && (
        <PlotImageDeleteDialog
          parcelleId={parcelle.id}
          lot={lot}
          target={toDelete}
          onDeleted={(answer) => deleted(answer, toDelete.index)}
          onFailed={(failure) => {
            setToDelete(null);
            setError(messageOf(failure, t.removeFailed));
          }}
          onClose={() => setToDelete(null)}
        />
      )}
    </section>
  );
}
