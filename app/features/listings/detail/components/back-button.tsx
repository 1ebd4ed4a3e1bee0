import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Link } from "../../../../components/ui/link.tsx";
import { Trans } from "@lingui/react/macro";

/** Goes back when the visitor came from a page of this site, else to `fallback` (a shared link). */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      onClick={(e) => {
        if ((window.history.state?.idx ?? 0) > 0) {
          e.preventDefault();
          navigate(-1);
        }
      }}
      className="inline-flex items-center gap-1.5 rounded-md py-2 pe-3 text-sm font-medium text-slate-700 hover:text-brand-600"
    >
      <ArrowLeft aria-hidden size={18} />
      <Trans>Retour</Trans>
    </Link>
  );
}
