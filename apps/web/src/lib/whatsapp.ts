import { BUSINESS } from '@parcelles/shared/business';

/** A chat with the company's WhatsApp number, the message typed in advance (wa.me wants it encoded). */
export function whatsappUrl(message?: string): string {
  const base = `https://wa.me/${BUSINESS.whatsapp}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
