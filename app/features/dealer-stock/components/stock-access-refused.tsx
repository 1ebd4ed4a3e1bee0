import { Trans } from "@lingui/react/macro";
import { Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { useShownText } from "../../../components/ui/shown-text.ts";

/** What a member who may not bring a stock sees on the dealers' pages: why, and the plan that opens them. */
export function StockAccessRefused({ title, reason }: { title: string; reason: string }) {
  const say = useShownText();
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{say(reason)}</p>
      <p className="mt-4">
        <Link to="/subscription" className={buttonClass()}>
          <Trans>Voir l'abonnement Pro</Trans>
        </Link>
      </p>
    </div>
  );
}
