import { CircleAlert } from 'lucide-react';

/** The error (or, without one, the hint) under a field; `id` is what the input's aria-describedby names. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="mt-1.5 text-sm text-stone-600">
      {hint}
    </p>
  ) : null;
}
