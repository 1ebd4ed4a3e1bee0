/** `tel:` link of a stored phone number ("+225 07 48…" → "tel:+2250748…"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** WhatsApp chat link: wa.me takes the international number as digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}
