import { Link } from "../../../components/ui/link.tsx";
import { type BrowseQuery, tabHref } from "../browse-query.ts";
import { useLingui } from "@lingui/react/macro";

/** The 'Acheter' / 'Louer' tabs: links, so they work before JavaScript. */
export function BrowseTabs({ query }: { query: BrowseQuery }) {
  const { t } = useLingui();
  return (
    <nav className="mb-4 grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-center font-semibold" aria-label={t`Type d'annonce`}>
      <TabLink to={tabHref(query, "sale")} active={query.kind === "sale"} label={t`Acheter`} />
      <TabLink to={tabHref(query, "rental")} active={query.kind === "rental"} label={t`Louer`} />
    </nav>
  );
}

function TabLink({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link to={to} aria-current={active ? "page" : undefined} className={`rounded-md py-2 ${active ? "bg-white text-brand-700 shadow-sm" : "text-slate-600"}`}>
      {label}
    </Link>
  );
}
