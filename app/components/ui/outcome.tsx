import { Trans } from "@lingui/react/macro";
import { Link } from "./link.tsx";
import { useShownText } from "./shown-text.ts";
import { buttonClass } from "./button-class.ts";

/** The answer of a one-step page reached from a mail (verification, unsubscribing), and the way home. */
export function OutcomeWithHomeLink({ ok, message }: { ok: boolean; message: string }) {
  const say = useShownText();
  return (
    <div className="space-y-6">
      <p role={ok ? "status" : "alert"} className={`text-lg ${ok ? "text-green-700" : "text-red-700"}`}>
        {say(message)}
      </p>
      <Link to="/" className={buttonClass({ variant: "dark" })}>
        <Trans>Retour à l'accueil</Trans>
      </Link>
    </div>
  );
}
