import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import { Form, Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/report";
import { Button } from "../components/ui/button.tsx";
import { FormAlert, inputClass } from "../components/ui/field.tsx";
import { requireUser } from "./guards.server.ts";
import { REPORT_COMMENT_MAX, REPORT_MESSAGES, REPORT_REASON_LABELS } from "../features/reports/report-rules.ts";
import { type ReportTarget, fileReport, reportTargetOf } from "../features/reports/reports.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";

const PAGE_TITLE = /*i18n*/ "Signaler — AutoAfrique";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.pageTitle ?? PAGE_TITLE }, { name: "robots", content: "noindex" }];

/** `?annonce={id}` or `?membre={id}`: what is reported. */
function targetOf(url: URL): ReportTarget | null {
  const listing = url.searchParams.get("annonce");
  const account = url.searchParams.get("membre");
  return listing ? { listingId: listing } : account ? { accountId: account } : null;
}

/**
 * 'Signaler' on a listing or a public profile leads here: a page of its own, so that the form costs
 * the listing pages nothing. A visitor signs in first and comes back.
 */
async function pageLoader({ request }: Route.LoaderArgs) {
  await requireUser(request, "signalement");
  const target = targetOf(new URL(request.url));
  const shown = target ? await reportTargetOf(target) : null;
  if (!target || !shown) throw data(REPORT_MESSAGES.notFound, { status: 404 });
  return { ...shown, kind: "listingId" in target ? ("listing" as const) : ("account" as const), pageTitle: PAGE_TITLE };
}
export const loader = withMessages("routes/report", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "signalement");
  const form = await readForm(request);
  const target = targetOf(new URL(request.url));
  const shown = target ? await reportTargetOf(target) : null;
  if (!target || !shown) throw data(REPORT_MESSAGES.notFound, { status: 404 });
  const filed = await fileReport(user.id, target, { reason: form.get("reason"), comment: form.get("comment") });
  if (filed.ok) {
    // The toast crosses a redirect: it is put in the page's language here.
    const say = serverI18n(requestLanguage(request));
    return redirectWithToast(shown.href, { type: "success", title: say._(REPORT_MESSAGES.sent), description: say._(REPORT_MESSAGES.sentDescription) });
  }
  return data({ error: filed.error, reason: String(form.get("reason") ?? ""), comment: String(form.get("comment") ?? "") }, { status: 400 });
}
export const action = inPageLanguage(pageAction);

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { i18n } = useLingui();
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">{loaderData.kind === "listing" ? <Trans>Signaler cette annonce</Trans> : <Trans>Signaler ce membre</Trans>}</h1>
      <p className="mt-1 text-slate-600">
        <Link to={loaderData.href} className="font-medium underline">
          {loaderData.title}
        </Link>
      </p>
      <Form method="post" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        {actionData ? <FormAlert message={actionData.error} /> : null}
        <fieldset>
          <legend className="mb-2 font-medium">
            <Trans>Motif du signalement</Trans>
          </legend>
          {Object.entries(REPORT_REASON_LABELS).map(([value, text]) => (
            <label key={value} className="flex items-center gap-2 py-1">
              <input type="radio" name="reason" value={value} required defaultChecked={actionData?.reason === value} /> {i18n._(text)}
            </label>
          ))}
        </fieldset>
        <div>
          <label htmlFor="report-comment" className="mb-1 block font-medium">
            <Trans>Précisions (optionnel)</Trans>
          </label>
          <textarea
            id="report-comment"
            name="comment"
            rows={3}
            maxLength={REPORT_COMMENT_MAX}
            className={inputClass}
            defaultValue={actionData?.comment ?? ""}
          />
        </div>
        <Button type="submit" variant="primary" size="lg" block disabled={busy}>
          {busy ? <Trans>Chargement...</Trans> : <Trans>Envoyer le signalement</Trans>}
        </Button>
      </Form>
    </div>
  );
}
