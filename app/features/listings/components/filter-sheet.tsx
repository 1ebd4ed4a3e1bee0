import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Trans } from "@lingui/react/macro";

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
      <span data-testid={testId} className="ms-2 rounded-full bg-brand-600 px-2 align-middle text-xs leading-5 text-white">
        {count}
      </span>
    ) : null;
  return (
    <details ref={details} className={docked ? "mb-3 lg:mb-0" : ""}>
      <summary
        className={buttonClass({
          variant: "outline",
          size: docked ? "md" : "sm",
          block: true,
          // A bar as wide as the sheet's column, its label on the left (`!`: over the button's centring).
          className: docked ? "cursor-pointer list-none justify-start! lg:hidden" : "cursor-pointer list-none justify-start!",
        })}
      >
        <SlidersHorizontal aria-hidden size={18} />
        {label}
        {badge("filter-count")}
      </summary>
      <div aria-hidden onClick={close} className={`fixed inset-0 z-[60] bg-slate-900/40 ${docked ? "lg:hidden" : ""}`} />
      <div
        className={`fixed inset-y-0 end-0 z-[70] w-[88%] max-w-sm overflow-y-auto bg-white p-4 shadow-2xl ${docked ? "lg:static lg:z-auto lg:w-auto lg:max-w-none lg:overflow-visible lg:rounded-xl lg:border lg:border-slate-200 lg:shadow-none" : ""}`}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-bold">
            {title}
            {badge()}
          </h2>
          <Button type="button" onClick={close} variant="ghost" size="sm" className={docked ? "lg:hidden" : undefined}>
            <Trans>Fermer</Trans>
          </Button>
        </div>
        {children}
      </div>
    </details>
  );
}
