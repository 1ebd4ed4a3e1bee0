import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data, redirect, useNavigate } from "react-router";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/not-found";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { log } from "../server/log.server.ts";
import { withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Page introuvable — AutoAfrique`) }];

function pageLoader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const verify = url.searchParams.get("verify");
  // Old verification links may point anywhere: send them to the verification page instead.
  if (verify !== null) throw redirect(`/verify-email?verify=${encodeURIComponent(verify)}`);
  log.info("not_found", { path: url.pathname });
  return data(null, { status: 404 });
}
export const loader = withMessages("routes/not-found", pageLoader);

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <h1 className="text-2xl font-bold">
        <span className="block text-8xl font-extrabold text-brand-600">404</span>
        <span className="mt-4 block">
          <Trans>Page introuvable</Trans>
        </span>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>La page que vous cherchez n'existe pas ou a été déplacée.</Trans>
      </p>
      <div className="mt-8 flex gap-3">
        <Button type="button" onClick={() => navigate(-1)} variant="outline">
          <Trans>Retour</Trans>
        </Button>
        <Link to="/" className={buttonClass()}>
          <Trans>Accueil</Trans>
        </Link>
      </div>
    </div>
  );
}
