import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/verify-email";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { OutcomeWithHomeLink } from "../components/ui/outcome.tsx";
import { verifyEmail } from "../features/accounts/accounts.server.ts";
import { VERIFY_MISSING, VERIFY_SUCCESS } from "../features/accounts/verify-messages.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Vérification de l'email — AutoAfrique`) }];

function pageLoader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("verify") ?? "" };
}
export const loader = withMessages("routes/verify-email", pageLoader);

// Verification changes state, so it happens on POST: a mail scanner fetching the link changes nothing.
async function pageAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("verify");
  const result = await verifyEmail(typeof token === "string" ? token : null);
  return result.ok ? { ok: true as const, message: VERIFY_SUCCESS } : { ok: false as const, message: result.error };
}
export const action = inPageLanguage(pageAction);

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const { i18n } = useLingui();
  const started = useRef(false);
  const { token } = loaderData;
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    void fetcher.submit({ verify: token }, { method: "post" });
  }, [fetcher, token]);

  const result = !token ? { ok: false, message: VERIFY_MISSING } : fetcher.data;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">
        <Trans>Vérification de l'email</Trans>
      </h1>
      {!result ? (
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="verify" value={token} />
          <p className="text-slate-600" role="status">
            <Trans>Vérification en cours...</Trans>
          </p>
          <noscript>
            <Button type="submit">
              <Trans>Vérifier mon email</Trans>
            </Button>
          </noscript>
        </fetcher.Form>
      ) : result.ok ? (
        <div className="space-y-6">
          <p role="status" className="text-lg text-green-700">
            {i18n._(result.message)}
          </p>
          <Link to="/profile" className={buttonClass()}>
            <Trans>Voir mon profil</Trans>
          </Link>
        </div>
      ) : (
        <OutcomeWithHomeLink ok={false} message={i18n._(result.message)} />
      )}
    </div>
  );
}
