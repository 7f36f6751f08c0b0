import { Button } from '../../../components/ui/button';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import type { ImageUpload } from '../hooks/use-image-upload';

const t = adminCatalogue.images;

/** An upload on its way: how many pictures, the share sent, and the button that cancels it. */
export function PlotImageUploadProgress({ upload }: { upload: ImageUpload }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 sm:flex-row sm:items-end">
      <UploadProgress
        label={t.uploading(upload.count)}
        fraction={upload.progress}
        className="min-w-0 flex-1"
      />
      <Button variant="secondary" size="sm" onClick={() => upload.controller.abort()}>
        {t.cancelUpload}
      </Button>
    </div>
  );
}
