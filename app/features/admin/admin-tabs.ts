/** The panel's tabs, in order (spec doc 2 §2, then the reports and the audit log). */
export const ADMIN_TABS = [
  { id: "packages", label: "Packs" },
  { id: "promote", label: "Promouvoir" },
  { id: "banners", label: "Bannières" },
  { id: "users", label: "Utilisateurs" },
  { id: "pro-plan", label: "Plan Pro" },
  { id: "coupons", label: "Codes promo" },
  { id: "payments", label: "Paiements" },
  { id: "settings", label: "Paramètres" },
  { id: "reports", label: "Signalements" },
  { id: "journal", label: "Journal" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

const TAB_OF_INTENT: [prefix: string, tab: AdminTab][] = [
  ["package-", "packages"],
  ["promote", "promote"],
  ["banner-", "banners"],
  ["user-", "users"],
  ["listing-", "users"],
  ["pro-price", "pro-plan"],
  ["coupon-", "coupons"],
  ["payment-", "payments"],
  ["setting", "settings"],
  ["report-", "reports"],
];

/** The tab a form belongs to, to come back to it after sending. */
export function tabOfIntent(intent: string): AdminTab {
  return TAB_OF_INTENT.find(([prefix]) => intent.startsWith(prefix))?.[1] ?? "packages";
}

/** Where the panel goes after a form: its tab, with the searches that were on the page. */
export function panelUrl(intent: string, current: URL): string {
  const next = new URLSearchParams({ tab: tabOfIntent(intent) });
  for (const key of ["q", "annonce", "type", "paiement"]) {
    const value = current.searchParams.get(key);
    if (value) next.set(key, value);
  }
  return `/admin?${next}`;
}
