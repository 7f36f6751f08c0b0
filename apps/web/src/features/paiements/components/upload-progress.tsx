import { paiements as frPaiements } from '../../../i18n/fr/paiements';

/** How much of the proof has been sent: large files on a slow connection take a while. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm font-medium text-stone-700">
        <span id="upload-progress-label">{frPaiements.proof.progress}</span>
        <span aria-hidden="true" className="tabular-nums">
          {percent} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
