import type { Toast } from "../../lib/toast.ts";

const EVENT = "app:toast";

/** Shows a toast from the browser (copying a link, geolocation); server actions use the flash cookie. */
export function showToast(toast: Toast): void {
  window.dispatchEvent(new CustomEvent<Toast>(EVENT, { detail: toast }));
}

export function onClientToast(listener: (toast: Toast) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Toast>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
