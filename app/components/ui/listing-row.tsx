import type { ReactNode } from "react";
import { Link } from "./link.tsx";
import { ListingPhoto } from "./listing-photo.tsx";

/**
 * A listing as one line of a list that opens it: its photo (a grey box without one), its title,
 * a line of details under it, and an optional end (a chevron, a count).
 */
export function ListingRow({ to, cover, title, children, end }: { to: string; cover: string | null; title: string; children: ReactNode; end?: ReactNode }) {
  return (
    <Link to={to} className="flex items-center gap-3 p-3 hover:bg-slate-50">
      {cover ? (
        <ListingPhoto cover={cover} className="h-12 w-16 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="h-12 w-16 shrink-0 rounded-md bg-slate-100" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{title}</span>
        <span className="block text-sm text-slate-500">{children}</span>
      </span>
      {end}
    </Link>
  );
}
