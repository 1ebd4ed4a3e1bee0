import { useLingui } from "@lingui/react/macro";
import { Link } from "./link.tsx";
import { useShownText } from "./shown-text.ts";
import { buttonClass } from "./button-class.ts";

/** The page of a route whose feature is being built: a clear message and a way onwards. */
export function ComingSoon({ title, text, back }: { title: string; text: string; back?: { to: string; label: string } }) {
  const { t } = useLingui();
  const say = useShownText();
  const onwards = back ?? { to: "/listings", label: t`Voir les annonces` };
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">{say(title)}</h1>
      <p className="mb-8 text-slate-600">{say(text)}</p>
      <Link to={onwards.to} className={buttonClass()}>
        {say(onwards.label)}
      </Link>
    </div>
  );
}
