import { Bell, CalendarCheck, CircleCheck, Clock, CreditCard, Info, type LucideIcon } from 'lucide-react';
import { isNotificationType, type NotificationType } from '@parcelles/shared/domain';

interface TypeLook {
  Icon: LucideIcon;
  /** Background and icon colour of the round mark, in the colour of the type (spec §3). */
  className: string;
}

const LOOKS: Record<NotificationType, TypeLook> = {
  CONFIRMATION: { Icon: CircleCheck, className: 'bg-green-100 text-green-700' },
  RAPPEL: { Icon: Clock, className: 'bg-amber-100 text-amber-700' },
  PAIEMENT: { Icon: CreditCard, className: 'bg-blue-100 text-blue-700' },
  RESERVATION: { Icon: CalendarCheck, className: 'bg-purple-100 text-purple-700' },
  SYSTEME: { Icon: Info, className: 'bg-stone-200 text-stone-700' },
};

/** Spec §3: any other type is a generic 'Notification', with a bell. */
const GENERIC: TypeLook = { Icon: Bell, className: 'bg-stone-100 text-stone-600' };

export const lookOf = (type: string): TypeLook => (isNotificationType(type) ? LOOKS[type] : GENERIC);

/** The round, coloured mark of a notification's type; decorative (the type is also written out). */
export function NotificationTypeIcon({ type, className = 'size-10' }: { type: string; className?: string }) {
  const { Icon, className: colours } = lookOf(type);
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full ${colours} ${className}`}
    >
      <Icon className="size-5" />
    </span>
  );
}
