import type { ReactNode } from 'react';

/** The main button of a form; says what it is doing while the request runs, and cannot be sent twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = '',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-primary-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-wait disabled:bg-primary-700/80 ${className}`}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
        />
      )}
      {pending ? pendingLabel : children}
    </button>
  );
}
