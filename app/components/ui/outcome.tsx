import { Link } from "./link.tsx";
import { buttonClass } from "./button-class.ts";

/** The answer of a one-step page reached from a mail (verification, unsubscribing), and the way home. */
export function OutcomeWithHomeLink({ ok, message }: { ok: boolean; message: string }) {
  return (
    <div className="space-y-6">
      <p role={ok ? "status" : "alert"} className={`text-lg ${ok ? "text-green-700" : "text-red-700"}`}>
        {message}
      </p>
      <Link to="/" className={buttonClass({ variant: "dark" })}>
        Retour à l'accueil
      </Link>
    </div>
  );
}
