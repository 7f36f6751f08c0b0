import { useEffect } from 'react';
import toast, { Toaster as HotToaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@parcelles/shared/domain';

/**
 * Spec §9: toasts top right, 4 s by default, 2 s for a success, loading ones until replaced, and
 * never more than 20 on screen: past that the oldest are dismissed.
 */
export function Toaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_MAX_VISIBLE)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <HotToaster
      position="top-right"
      // Below the fixed top bar rather than over its buttons.
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST_DURATION_MS.default,
        success: { duration: TOAST_DURATION_MS.success },
        loading: { duration: TOAST_DURATION_MS.loading },
        className: 'text-sm font-medium',
      }}
    />
  );
}
