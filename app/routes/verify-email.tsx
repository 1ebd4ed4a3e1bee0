import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { data, useFetcher } from "react-router";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/verify-email";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { OutcomeWithHomeLink } from "../components/ui/outcome.tsx";
import { verifyEmail } from "../features/accounts/accounts.server.ts";
import { VERIFY_MISSING, VERIFY_SUCCESS } from "../features/accounts/verify-messages.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, requestLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { localizedRedirect, safeRedirect } from "../server/page-url.server.ts";
import { countryCookieHeader } from "../server/country-cookie.server.ts";
import { languageCookieHeader } from "../server/language-cookie.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Vérification de l'email — AutoAfrique`) }];

/** The page the member was going to when they signed up, carried by the mail's link; none is "". */
const wantedPage = (to: FormDataEntryValue | string | null) => {
  const page = safeRedirect(to, "");
  return page === "/" ? "" : page;
};

function pageLoader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("verify") ?? "", redirectTo: wantedPage(url.searchParams.get("redirectTo")) };
}
export const loader = withMessages("routes/verify-email", pageLoader);

/**
 * Verification changes state, so it happens on POST: a mail scanner fetching the link changes nothing.
 * The link's first use signs the member in (ADR 0052), with the country and language of their
 * account as a sign-in sets them, and leads to the page they signed up from, if any; else the
 * spec's answer, here.
 */
async function pageAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("verify");
  const result = await verifyEmail(request, typeof token === "string" ? token : null);
  if (!result.ok) return { ok: false as const, message: result.error, signedIn: false, redirectTo: "" };
  const headers = new Headers();
  for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  if (result.signedIn && result.country) headers.append("Set-Cookie", await countryCookieHeader(result.country));
  if (result.signedIn && result.language) headers.append("Set-Cookie", languageCookieHeader(result.language));
  const wanted = wantedPage(form.get("redirectTo"));
  if (result.signedIn && wanted) {
    return redirectWithToast(localizedRedirect(wanted, requestLanguage(request)), { type: "success", title: VERIFY_SUCCESS }, headers);
  }
  return data({ ok: true as const, message: VERIFY_SUCCESS, signedIn: result.signedIn, redirectTo: wanted }, { headers });
}
export const action = inPageLanguage(pageAction);

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const { i18n } = useLingui();
  const started = useRef(false);
  const { token, redirectTo } = loaderData;
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    void fetcher.submit({ verify: token, redirectTo }, { method: "post" });
  }, [fetcher, token, redirectTo]);

  // Without JavaScript the button posts the page itself: its answer is the page's action data.
  const result = fetcher.data ?? actionData ?? (token ? undefined : { ok: false, message: VERIFY_MISSING, signedIn: false, redirectTo });
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="mb-6 text-2xl font-bold">
        <Trans>Vérification de l'email</Trans>
      </h1>
      {!result ? (
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="verify" value={token} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
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
          {result.signedIn ? (
            <Link to="/profile" className={buttonClass()}>
              <Trans>Voir mon profil</Trans>
            </Link>
          ) : (
            // A link opened again, elsewhere: it signs in once only.
            <Link to={`/auth?redirectTo=${encodeURIComponent(result.redirectTo || redirectTo || "/profile")}`} className={buttonClass()}>
              <Trans>Se connecter</Trans>
            </Link>
          )}
        </div>
      ) : (
        <OutcomeWithHomeLink ok={false} message={i18n._(result.message)} />
      )}
    </div>
  );
}
