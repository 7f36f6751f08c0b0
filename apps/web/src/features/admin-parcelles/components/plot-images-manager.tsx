import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Star, Trash2 } from 'lucide-react';
import type { Parcelle, Photo } from '@parcelles/shared/contracts/parcelles';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { ApiError } from '../../../lib/api-client';
import { CATALOGUE_QUERY_KEYS, queryKeys } from '../../../lib/query-keys';
import { isAbortError } from '../../../lib/upload-with-progress';
import { deleteParcelleImage } from '../api/delete-parcelle-image';
import { reorderParcelleImages } from '../api/reorder-parcelle-images';
import { uploadParcelleImages } from '../api/upload-parcelle-images';
import { IMAGE_ACCEPT, PLOT_IMAGES, checkImageFiles } from '../lib/image-upload-checks';

const t = adminCatalogue.images;

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const sameOrder = (a: readonly Photo[], b: readonly Photo[]) =>
  a.length === b.length && a.every((photo, index) => photo.id === b[index]?.id);

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

type Control = 'item' | 'before' | 'after';

interface Upload {
  count: number;
  progress: number;
  controller: AbortController;
}

/**
 * A plot's pictures for staff (issue 11): add several at once (picker or drop) with a progress bar
 * that can be cancelled, reorder by dragging (pointer events, so a finger works too) or from the
 * keyboard (arrows on a picture, or its buttons), make one the cover, delete one. Each new order is
 * shown at once and sent; a refusal puts back the order the server kept. Every change refreshes the
 * public plot views, so the site shows it at once.
 */
export function PlotImagesManager({ parcelle }: { parcelle: Parcelle }) {
  const queryClient = useQueryClient();
  const ids = useId();
  // The plot as the server last described it: from the page, or from our own calls' answers,
  // whichever is newer (the page's copy may be refreshed after ours).
  const [server, setServer] = useState(parcelle);
  const [seen, setSeen] = useState(parcelle);
  if (parcelle !== seen) {
    setSeen(parcelle);
    if (parcelle.id !== server.id || parcelle.updatedAt >= server.updatedAt) setServer(parcelle);
  }
  // An order shown before the server has confirmed it (a move, a drag in progress).
  const [pendingOrder, setPendingOrder] = useState<Photo[] | null>(null);
  const photos = pendingOrder ?? server.photos;
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [toDelete, setToDelete] = useState<{ photo: Photo; index: number } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [dropping, setDropping] = useState(false);
  // The control to focus after the next render (a ref: asking for it must not render again).
  const focusRequest = useRef<{ id: string; control: Control } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const lastOrderRequest = useRef(0);
  const drag = useRef<{ id: string; pointerId: number; restore: Photo[] | null } | null>(null);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);

  // A moved picture's node is moved in the page, which loses the focus: give it back.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const item = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-photo-id]') ?? []).find(
      (element) => element.dataset.photoId === request.id,
    );
    const control =
      request.control === 'item'
        ? null
        : item?.querySelector<HTMLElement>(`[data-control="${request.control}"]`);
    (control ?? item)?.focus();
  });

  const lot = server.numeroLot;
  const total = photos.length;

  function changed(next: Parcelle) {
    setServer(next);
    queryClient.setQueryData(queryKeys.parcelles.detail(next.id), next);
    for (const queryKey of CATALOGUE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
  }

  /** Shows `next` at once and sends it; the latest request decides what stays on screen. */
  function sendOrder(next: Photo[]) {
    setPendingOrder(next);
    setError(null);
    const request = (lastOrderRequest.current += 1);
    reorderParcelleImages(
      server.id,
      next.map((photo) => photo.id),
    ).then(
      (answer) => {
        changed(answer);
        if (request === lastOrderRequest.current) setPendingOrder(null);
      },
      (failure: unknown) => {
        if (request !== lastOrderRequest.current) return;
        setPendingOrder(null);
        setError(`${t.orderFailed} ${messageOf(failure, '')}`.trim());
      },
    );
  }

  function move(from: number, to: number, control: Control) {
    if (to < 0 || to >= total || from === to) return;
    const photo = photos[from];
    if (!photo) return;
    sendOrder(moved(photos, from, to));
    setAnnouncement(t.moved(to + 1, total));
    focusRequest.current = { id: photo.id, control };
  }

  function setCover(index: number) {
    const photo = photos[index];
    if (!photo || index === 0) return;
    sendOrder(moved(photos, index, 0));
    setAnnouncement(t.coverSet);
    focusRequest.current = { id: photo.id, control: 'item' };
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLLIElement>, index: number) {
    if (event.target !== event.currentTarget) return;
    const delta = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (event.key === 'Home') {
      event.preventDefault();
      move(index, 0, 'item');
    } else if (event.key === 'End') {
      event.preventDefault();
      move(index, total - 1, 'item');
    } else if (delta !== undefined) {
      event.preventDefault();
      move(index, index + delta, 'item');
    }
  }

  // --- Dragging: the picture follows the pointer over the others; dropped, the order is sent.

  function onHandlePointerDown(event: PointerEvent<HTMLElement>, photo: Photo) {
    if (event.button !== 0 || drag.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: photo.id, pointerId: event.pointerId, restore: pendingOrder };
  }

  function onHandlePointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const over = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>('[data-photo-id]')?.dataset.photoId;
    if (!over || over === current.id) return;
    const list = photosRef.current;
    const from = list.findIndex((photo) => photo.id === current.id);
    const to = list.findIndex((photo) => photo.id === over);
    if (from >= 0 && to >= 0) setPendingOrder(moved(list, from, to));
  }

  function onHandlePointerUp(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const before = current.restore ?? server.photos;
    const after = photosRef.current;
    if (cancelled || sameOrder(before, after)) {
      setPendingOrder(current.restore);
      return;
    }
    sendOrder(after);
    const index = after.findIndex((photo) => photo.id === current.id);
    setAnnouncement(t.moved(index + 1, after.length));
  }

  // --- Adding pictures.

  async function add(files: File[]) {
    if (files.length === 0 || upload) return;
    const { accepted, errors } = checkImageFiles(server.photos.length, files);
    setRejected(errors);
    setError(null);
    if (accepted.length === 0) return;
    const controller = new AbortController();
    setUpload({ count: accepted.length, progress: 0, controller });
    try {
      const answer = await uploadParcelleImages(server.id, accepted, {
        signal: controller.signal,
        onProgress: (progress) => setUpload((state) => (state ? { ...state, progress } : state)),
      });
      changed(answer);
      setPendingOrder(null);
      setAnnouncement(t.uploaded(accepted.length));
      toast.success(t.uploaded(accepted.length));
    } catch (failure) {
      if (isAbortError(failure)) {
        setAnnouncement(t.uploadCancelled);
      } else {
        setError(messageOf(failure, t.uploadFailed));
      }
      // A batch may have gone through before the failure: show what the server now has.
      void queryClient.invalidateQueries({ queryKey: queryKeys.parcelles.all });
    } finally {
      setUpload(null);
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDropping(false);
    void add(Array.from(event.dataTransfer.files));
  }

  // --- Deleting one.

  async function confirmDelete() {
    if (!toDelete) return;
    const { photo, index } = toDelete;
    setDeleting(true);
    try {
      const answer = await deleteParcelleImage(server.id, photo.url);
      const neighbour = answer.photos[Math.min(index, answer.photos.length - 1)];
      changed(answer);
      setPendingOrder(null);
      setToDelete(null);
      setAnnouncement(t.removed);
      toast.success(t.removed);
      if (neighbour) focusRequest.current = { id: neighbour.id, control: 'item' };
    } catch (failure) {
      setToDelete(null);
      setError(messageOf(failure, t.removeFailed));
    } finally {
      setDeleting(false);
    }
  }

  const full = server.photos.length >= PLOT_IMAGES.perPlot;
  const inputId = `${ids}-input`;
  const hintId = `${ids}-hint`;
  const uploadPercent = upload ? Math.round(upload.progress * 100) : 0;

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
      <div>
        <h2 id={`${ids}-heading`} className="text-lg font-bold text-stone-900">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t.intro}</p>
      </div>

      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 ${
          dropping
            ? 'border-primary-600 bg-primary-50'
            : 'border-stone-300 bg-stone-50 hover:border-primary-400'
        } ${full || upload ? 'pointer-events-none opacity-60' : ''}`}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-primary-700" />
        <span className="text-sm text-stone-700">
          <span id={`${ids}-pick`} className="font-semibold text-primary-800 underline underline-offset-4">
            {t.pick}
          </span>{' '}
          <span className="hidden md:inline">{t.drop}</span>
        </span>
        <span id={`${ids}-limits`} className="text-xs text-stone-600">
          {t.limits}
        </span>
        <input
          id={inputId}
          type="file"
          name="images"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={full || upload !== null}
          aria-labelledby={`${ids}-pick`}
          aria-describedby={`${ids}-limits`}
          onChange={(event) => {
            void add(Array.from(event.target.files ?? []));
            // Lets the same file be chosen again.
            event.target.value = '';
          }}
          className="sr-only"
        />
      </label>

      {upload && (
        <div className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <div className="mb-1 flex justify-between gap-2 text-sm font-medium text-stone-700">
              <span id={`${ids}-progress`}>{t.uploading(upload.count)}</span>
              <span aria-hidden="true" className="tabular-nums">
                {uploadPercent} %
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`${ids}-progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={uploadPercent}
              className="h-2.5 overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-primary-600 transition-[width] duration-200"
                style={{ width: `${uploadPercent}%` }}
              />
            </div>
          </div>
          <Button variant="secondary" size="sm" onClick={() => upload.controller.abort()}>
            {t.cancelUpload}
          </Button>
        </div>
      )}

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

      {total === 0 ? (
        <p className="text-sm text-stone-600">{t.empty}</p>
      ) : (
        <>
          <p id={hintId} className="text-sm text-stone-600">
            {t.keyboardHint}
          </p>
          <ol
            ref={listRef}
            aria-label={t.list(lot)}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {photos.map((photo, index) => (
              <li
                key={photo.id}
                data-photo-id={photo.id}
                tabIndex={0}
                aria-label={t.position(index + 1, total)}
                aria-describedby={hintId}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                <div className="relative aspect-[4/3] bg-stone-100">
                  <img
                    src={photo.url}
                    srcSet={photo.srcset}
                    sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 50vw"
                    alt={t.alt(index + 1, lot)}
                    width={400}
                    height={300}
                    loading="lazy"
                    draggable={false}
                    className="size-full object-cover"
                  />
                  {index === 0 && (
                    <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-stone-950">
                      <Star aria-hidden="true" className="size-3" />
                      {t.cover}
                    </span>
                  )}
                  <span
                    aria-hidden="true"
                    title={t.dragHandle}
                    onPointerDown={(event) => onHandlePointerDown(event, photo)}
                    onPointerMove={onHandlePointerMove}
                    onPointerUp={(event) => onHandlePointerUp(event, false)}
                    onPointerCancel={(event) => onHandlePointerUp(event, true)}
                    className="absolute top-1 right-1 inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-lg bg-white/85 text-stone-700 shadow-sm select-none active:cursor-grabbing"
                  >
                    <GripVertical className="size-5" />
                  </span>
                </div>
                <div className="flex flex-col gap-1 p-1">
                  {/* Three equal cells: they fit a narrow column (two per row at 360 px). */}
                  <div className="grid grid-cols-3 gap-0.5">
                    <IconButton
                      label={t.moveBefore}
                      control="before"
                      inactive={index === 0}
                      onClick={() => move(index, index - 1, 'before')}
                    >
                      <ArrowLeft aria-hidden="true" className="size-5" />
                    </IconButton>
                    <IconButton
                      label={t.moveAfter}
                      control="after"
                      inactive={index === total - 1}
                      onClick={() => move(index, index + 1, 'after')}
                    >
                      <ArrowRight aria-hidden="true" className="size-5" />
                    </IconButton>
                    <IconButton label={t.remove} danger onClick={() => setToDelete({ photo, index })}>
                      <Trash2 aria-hidden="true" className="size-5" />
                    </IconButton>
                  </div>
                  {index > 0 && (
                    <Button variant="ghost" size="sm" className="w-full" onClick={() => setCover(index)}>
                      {t.setCover}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}

      {toDelete && (
        <ConfirmDialog
          title={t.removeTitle}
          text={t.removeText(toDelete.index + 1, lot)}
          confirmLabel={t.removeConfirm}
          cancelLabel={t.keep}
          pendingLabel={t.removing}
          variant="danger"
          icon={Trash2}
          pending={deleting}
          onConfirm={() => void confirmDelete()}
          onClose={() => setToDelete(null)}
        >
          <img
            src={toDelete.photo.url}
            srcSet={toDelete.photo.srcset}
            sizes="240px"
            alt={t.alt(toDelete.index + 1, lot)}
            width={240}
            height={180}
            className="aspect-[4/3] w-full rounded-lg object-cover"
          />
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * A square action of a picture. An action that cannot apply (moving the first one before) stays
 * focusable with aria-disabled, so the focus is not lost when a move makes it so.
 */
function IconButton({
  label,
  control,
  inactive = false,
  danger = false,
  onClick,
  children,
}: {
  label: string;
  control?: Control;
  inactive?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-control={control}
      aria-disabled={inactive || undefined}
      onClick={() => {
        if (!inactive) onClick();
      }}
      className={`inline-flex h-11 w-full min-w-0 items-center justify-center rounded-lg transition-colors focus-visible:outline-3 focus-visible:outline-accent-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-stone-700 hover:bg-stone-100'
      }`}
    >
      {children}
    </button>
  );
}
