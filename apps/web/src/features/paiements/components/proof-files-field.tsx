import { useId, useState, type DragEvent } from 'react';
import { FileText, UploadCloud, X } from 'lucide-react';
import { PROOF_FILES } from '@parcelles/shared/domain';
import { FieldMessage } from '../../../components/form/field-message';
import { LABEL_CLASS } from '../../../components/form/field-styles';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import type { ProofEntry } from '../hooks/use-proof-files';

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${sizeFormat.format(bytes / 1024)} Ko`
    : `${sizeFormat.format(bytes / 1024 / 1024)} Mo`;

/**
 * The proof files: a real file input (keyboard and screen readers reach it through its label),
 * which is also a drop zone, then the chosen files with a thumbnail or a PDF icon and a remove button.
 */
export function ProofFilesField({
  entries,
  errors,
  onAdd,
  onRemove,
  disabled,
  preparing = false,
}: {
  entries: readonly ProofEntry[];
  errors: readonly string[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
  /** Photos just chosen are being shrunk (use-proof-files.ts). */
  preparing?: boolean;
}) {
  const t = frPaiements.proof;
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [dragging, setDragging] = useState(false);
  const full = entries.length >= PROOF_FILES.maxCount;

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onAdd(Array.from(event.dataTransfer.files));
  }

  return (
    <div>
      <p className={LABEL_CLASS} id={`${inputId}-label`}>
        {t.files}
      </p>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 ${
          dragging
            ? 'border-primary-600 bg-primary-50'
            : 'border-stone-300 bg-stone-50 hover:border-primary-400'
        } ${full || disabled ? 'pointer-events-none opacity-60' : ''}`}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-primary-700" />
        <span className="text-sm text-stone-700">
          {t.dropZone}{' '}
          <span className="font-semibold text-primary-800 underline underline-offset-4">{t.browse}</span>
        </span>
        <span className="text-xs text-stone-600">{t.filesHint}</span>
        <input
          id={inputId}
          type="file"
          name="preuves"
          multiple
          accept={PROOF_FILES.mimeTypes.join(',')}
          disabled={disabled || full}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={messageId}
          aria-invalid={errors.length > 0 ? true : undefined}
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            // Lets the same file be chosen again after removing it.
            event.target.value = '';
          }}
          className="sr-only"
        />
      </label>
      <div id={messageId} aria-live="polite">
        {preparing ? (
          <FieldMessage id={`${messageId}-preparing`} hint={t.preparing} />
        ) : errors.length > 0 ? (
          errors.map((error) => <FieldMessage key={error} id={`${messageId}-${error}`} error={error} />)
        ) : (
          <FieldMessage id={`${messageId}-count`} hint={t.filesCount(entries.length, PROOF_FILES.maxCount)} />
        )}
      </div>

      {entries.length > 0 && (
        <ul aria-label={t.chosen} className="mt-3 grid gap-2 sm:grid-cols-2">
          {entries.map(({ id, file, originalSize, previewUrl }) => (
            <li key={id} className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-2">
              {previewUrl ? (
                <img src={previewUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
              ) : (
                <span
                  role="img"
                  aria-label={t.pdf}
                  className="inline-flex size-14 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700"
                >
                  <FileText aria-hidden="true" className="size-7" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-900">{file.name}</p>
                <p className="text-xs text-stone-600">
                  {originalSize === undefined
                    ? formatSize(file.size)
                    : t.compressed(formatSize(originalSize), formatSize(file.size))}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onRemove(id)}
                disabled={disabled}
                aria-label={t.remove(file.name)}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-600 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
