/** A short message shown at the top of the page: from a server action (flash cookie) or the browser. */
export interface Toast {
  type: "success" | "error" | "warning" | "info";
  title: string;
  description?: string;
  /** A link the message offers ('Voir les plans'). */
  action?: { label: string; to: string };
}
