import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Skeleton } from '../ui/skeleton';
import { LABEL_CLASS } from './field-styles';

// The phone input carries every country's numbering data: it loads after the rest of the form,
// keeping the first load of /register and /profile within budget (DESIGN.md §5).
const PhoneField = lazy(() => import('./phone-field').then((m) => ({ default: m.PhoneField })));

type PhoneFieldProps = ComponentProps<typeof PhoneField>;

/** The phone field, with a placeholder of its size for the moment its code arrives. */
export function LazyPhoneField(props: PhoneFieldProps) {
  const placeholder = (
    <div>
      <p className={LABEL_CLASS}>{props.label}</p>
      <Skeleton className="h-12 w-full" />
    </div>
  );
  // Server-rendered (ADR 025), the page shows the placeholder until hydrated.
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PhoneField {...props} />
    </Suspense>
  );
}
