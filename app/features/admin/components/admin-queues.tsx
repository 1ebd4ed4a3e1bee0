import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";

/** Links to the rentals' queues, each with what waits there. */
export function AdminQueues({ licences, disputes }: { licences: number; disputes: number }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Files d'attente`} className="mb-4 flex flex-wrap gap-2">
      <Link to="/admin/verifications" className={buttonClass({ variant: "outline", size: "sm" })}>
        <Trans>Vérifications</Trans> ({licences})
      </Link>
      <Link to="/admin/litiges" className={buttonClass({ variant: "outline", size: "sm" })}>
        <Trans>Litiges</Trans> ({disputes})
      </Link>
    </nav>
  );
}
