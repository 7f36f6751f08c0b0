import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '../ui/skeleton';
import { LABEL_CLASS } from './field-styles';

// The phone input carries every country's numbering data: it loads after the rest of the form,
// keeping the first load of /register and /profile within budget (DESIGN.md §5).
const PhoneField = lazy(() => import('./phone-field').then((m) => ({ default: m.PhoneField })));

type PhoneFieldProps = ComponentProps<typeof PhoneField>;

/** The phone field, with a placeholder of its size for the moment its code arrives. */
export function LazyPhoneField(props: PhoneFieldProps) {
  return (
    <Suspense
      fallback={
        <div>
          <p className={LABEL_CLASS}>{props.label}</p>
          <Skeleton className="h-12 w-full" />
        </div>
      }
    >
      <PhoneField {...props} />
    </Suspense>
  );
}
