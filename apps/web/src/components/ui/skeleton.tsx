/** A grey placeholder block with the size of the content it stands for; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-md bg-stone-200 motion-safe:animate-pulse ${className}`}
    />
  );
}
