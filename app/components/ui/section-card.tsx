import type { ReactNode } from "react";

/** A titled white card of a page's body (a listing's details, its reviews); `id` names its heading. */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
