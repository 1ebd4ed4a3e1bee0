import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import type { Route } from "./+types/admin-verifications";
import { LicenceQueue } from "../features/driving-licence/components/licence-queue.tsx";
import { decideLicence, licenceQueue } from "../features/admin/licence-review.server.ts";
import { LICENCE_REVIEW_MESSAGES, REFUSAL_REASON_MAX, checkRefusalReason } from "../features/admin/licence-review-rules.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { readForm } from "../server/read-form.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { requireAdmin } from "./guards.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaI18n(matches)._(msg`Vérifications — AutoAfrique`) },
  { name: "robots", content: "noindex" },
];

/** Checked here, not only in the admin layout: a data request runs this loader alone. */
async function pageLoader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { queue: await licenceQueue() };
}
export const loader = withMessages("routes/admin-verifications", pageLoader);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** 'Permis vérifié' or 'Refuser' on one waiting licence; a refusal answers on its card, the typed reason kept. */
async function pageAction({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const userId = text(form, "userId");
  const reason = text(form, "reason");
  const refuse = (error: string, status = 400) => data({ refusal: { userId, error, reason } }, { status });
  const intent = form.get("intent");
  let decision: Parameters<typeof decideLicence>[3];
  if (intent === "verify") decision = { verdict: "verify" };
  else if (intent === "refuse") {
    const checked = checkRefusalReason(reason);
    if (!checked.ok) return refuse(checked.error);
    decision = { verdict: "refuse", reason: checked.reason };
  } else return refuse(LICENCE_REVIEW_MESSAGES.notPending);
  const decided = await decideLicence(admin.id, userId, text(form, "version"), decision);
  if (!decided.ok) return refuse(decided.error, decided.code === "conflict" ? 409 : 400);
  const done = decision.verdict === "verify" ? LICENCE_REVIEW_MESSAGES.verified : LICENCE_REVIEW_MESSAGES.refused;
  return redirectWithToast("/admin/verifications", { type: "success", title: done });
}
export const action = inPageLanguage(pageAction);

export default function AdminVerifications({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-1 text-2xl font-bold">
        <Trans>Vérifications</Trans>
      </h1>
      <p className="mb-4 text-slate-600">
        <Trans>Permis de conduire en attente, du plus ancien au plus récent. Un permis expiré ne peut pas être vérifié.</Trans>
      </p>
      <LicenceQueue items={loaderData.queue} refusal={actionData?.refusal ?? null} reasonMax={REFUSAL_REASON_MAX} />
    </div>
  );
}
