import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../../../components/ui/link.tsx";
import { Trans } from "@lingui/react/macro";

export function SectionHeading({ id, title, icon, href }: { id: string; title: string; icon?: ReactNode; href: string }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold">
        {icon}
        {title}
      </h2>
      <Link to={href} className="inline-flex shrink-0 items-center text-sm font-semibold text-brand-600 hover:text-brand-700">
        <Trans>Voir tout</Trans>
        <ChevronRight aria-hidden size={16} />
      </Link>
    </div>
  );
}
