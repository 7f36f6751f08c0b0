import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { keepFocusInside } from '../../lib/keep-focus-inside';
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock';
import { Button, type ButtonVariant } from './button';
import { IconBadge } from './page-card';

/** What Tab stops on in the dialog: its buttons and the fields of what it asks for. */
const DIALOG_FOCUSABLE = 'button:not(:disabled), input:not(:disabled), textarea:not(:disabled)';

interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  /** What the confirmation needs besides a yes (a comment, a number of days). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  /** A warning badge beside the title (red for a danger confirmation). */
  icon?: LucideIcon;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation step of a decision that cannot be undone: a modal alert dialog, the safe
 * choice focused first (a reflex Enter changes nothing), focus kept inside, Escape or a click
 * outside closes it, focus goes back to the button that opened it.
 */
export function ConfirmDialog({
  title,
  text,
  children,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  variant = 'primary',
  icon,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  useBodyScrollLock(true);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    keepRef.current?.focus();
    return () => opener?.focus();
  }, []);

  function close() {
    if (!pending) onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    keepFocusInside(event, dialogRef.current, DIALOG_FOCUSABLE);
  }

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-4 sm:items-center"
      onClick={close}
    >
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <div className="flex gap-4">
          {icon && <IconBadge icon={icon} tone={variant === 'danger' ? 'danger' : 'primary'} size="md" />}
          <div>
            <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
              {title}
            </h2>
            <div id={`${id}-text`} className="mt-1 text-sm text-stone-700">
              {text}
            </div>
          </div>
        </div>
        {children && <div className="mt-4">{children}</div>}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={keepRef} variant="secondary" onClick={close} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onClick={onConfirm} pending={pending} pendingLabel={pendingLabel}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
