import { NOTIFICATION_TYPES, notificationTypeInfo, type NotificationType } from '@parcelles/shared/domain';
import { notifications as frNotifications } from '../../../i18n/fr/notifications';
import { lookOf } from './notification-type-icon';

export type NotificationFilter = NotificationType | 'all';

const CHIPS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: frNotifications.all },
  ...NOTIFICATION_TYPES.map((type) => ({ value: type, label: notificationTypeInfo(type).label })),
];

/** Spec §2: one chip per notification type, plus 'Toutes'; one is pressed at a time. */
export function NotificationFilters({
  value,
  onChange,
}: {
  value: NotificationFilter;
  onChange: (value: NotificationFilter) => void;
}) {
  return (
    <div role="group" aria-label={frNotifications.filters} className="flex flex-wrap gap-2">
      {CHIPS.map((chip) => {
        const pressed = chip.value === value;
        const Icon = chip.value === 'all' ? null : lookOf(chip.value).Icon;
        return (
          <button
            key={chip.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(chip.value)}
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ring-inset focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ${
              pressed
                ? 'bg-primary-700 text-white ring-primary-700'
                : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50 hover:text-primary-800'
            }`}
          >
            {Icon && <Icon aria-hidden="true" className="size-4" />}
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
