import { useId } from 'react';

/**
 * How much of an upload has been sent (`fraction`, 0 to 1), under the upload's name: large files
 * on a slow connection take a while. The bar is named by `label`.
 */
export function UploadProgress({
  label,
  fraction,
  className,
}: {
  label: string;
  fraction: number;
  className?: string;
}) {
  const labelId = `${useId()}-progress`;
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className={className}>
      <div className="mb-1 flex justify-between gap-2 text-sm font-medium text-stone-700">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true" className="tabular-nums">
          {percent} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
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
