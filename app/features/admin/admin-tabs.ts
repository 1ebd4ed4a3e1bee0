/** The panel's tabs, in order (spec doc 2 §2, then the reports and the audit log); labels are marked French constants (`i18n._`). */
export const ADMIN_TABS = [
  { id: "packages", label: /*i18n*/ "Packs" },
  { id: "promote", label: /*i18n*/ "Promouvoir" },
  { id: "banners", label: /*i18n*/ "Bannières" },
  { id: "users", label: /*i18n*/ "Utilisateurs" },
  { id: "pro-plan", label: /*i18n*/ "Plan Pro" },
  { id: "coupons", label: /*i18n*/ "Codes promo" },
  { id: "payments", label: /*i18n*/ "Paiements" },
  { id: "settings", label: /*i18n*/ "Paramètres" },
  { id: "reports", label: /*i18n*/ "Signalements" },
  { id: "journal", label: /*i18n*/ "Journal" },
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
