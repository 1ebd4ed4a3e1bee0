import { SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";

/**
 * The home page's 'Filtres' entry. Meant to open a side sheet holding BrowseFilterForm
 * (../../components/browse-filters.tsx); until then, and always without JavaScript, it leads to
 * the browse page, where the filters are.
 */
export function HomeFilters({ href }: { href: string }) {
  return (
    <Link
      to={href}
      data-slot="home-filters"
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
    >
      <SlidersHorizontal aria-hidden size={16} />
      Filtres
    </Link>
  );
}
