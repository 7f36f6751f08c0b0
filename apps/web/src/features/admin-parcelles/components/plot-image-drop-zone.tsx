import { useId, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { IMAGE_ACCEPT } from '../lib/image-upload-checks';

const t = adminCatalogue.images;

/**
 * Where staff add pictures: the file picker (several at once), and on a wide screen a zone to drop
 * them on. `disabled` while the plot is full or an upload runs.
 */
export function PlotImageDropZone({
  disabled,
  onFiles,
}: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const ids = useId();
  const [dropping, setDropping] = useState(false);
  const inputId = `${ids}-input`;

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropping(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
      className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 ${
        dropping
          ? 'border-primary-600 bg-primary-50'
          : 'border-stone-300 bg-stone-50 hover:border-primary-400'
      } ${disabled ? 'pointer-events-none opacity-60' : ''}`}
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
        disabled={disabled}
        aria-labelledby={`${ids}-pick`}
        aria-describedby={`${ids}-limits`}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Lets the same file be chosen again.
          event.target.value = '';
        }}
        className="sr-only"
      />
    </label>
  );
}
