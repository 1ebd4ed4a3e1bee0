import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A side sheet over the page on phones, opened by its summary button; a native <details>, so it
 * opens and closes before JavaScript arrives. `docked` keeps it as an open side column on wide
 * screens (the browse page).
 */
export function FilterSheet({
  label,
  title,
  count,
  docked = false,
  children,
}: {
  label: string;
  title: string;
  count: number;
  docked?: boolean;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (docked && details.current && window.matchMedia("(min-width: 1024px)").matches) details.current.open = true;
  }, [docked]);
  const close = () => details.current?.removeAttribute("open");
  const badge = (testId?: string) =>
    count > 0 ? (
      <span data-testid={testId} className="ml-2 rounded-full bg-brand-600 px-2 align-middle text-xs leading-5 text-white">
        {count}
      </span>
    ) : null;
  return (
    <details ref={details} className={docked ? "mb-3 lg:mb-0" : ""}>
      <summary
        className={`flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 font-semibold ${docked ? "lg:hidden" : "text-sm"}`}
      >
        <SlidersHorizontal aria-hidden size={18} />
        {label}
        {badge("filter-count")}
      </summary>
      <div aria-hidden onClick={close} className={`fixed inset-0 z-[60] bg-slate-900/40 ${docked ? "lg:hidden" : ""}`} />
      <div
        className={`fixed inset-y-0 right-0 z-[70] w-[88%] max-w-sm overflow-y-auto bg-white p-4 shadow-2xl ${docked ? "lg:static lg:z-auto lg:w-auto lg:max-w-none lg:rounded-xl lg:border lg:border-slate-200 lg:shadow-none" : ""}`}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-bold">
            {title}
            {badge()}
          </h2>
          <button type="button" onClick={close} className={`rounded-md px-2 py-1 text-sm text-slate-600 ${docked ? "lg:hidden" : ""}`}>
            Fermer
          </button>
        </div>
        {children}
      </div>
    </details>
  );
}
