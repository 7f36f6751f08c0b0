import { Skeleton } from '../../../components/ui/skeleton';

/** Stands for an account form while its code arrives: its fields and its button, at their size. */
export function FormPlaceholder({ fields }: { fields: number }) {
  return (
    <div className="flex flex-col gap-5">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="flex flex-col gap-1.5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-12 w-full" />
        </div>
      ))}
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
