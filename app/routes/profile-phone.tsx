import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import { Form, Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/profile-phone";
import { buttonClass } from "../components/ui/button-class.ts";
import { VerifiedBadge } from "../components/ui/verified-badge.tsx";
import { PhoneNumber } from "../components/ui/phone-number.tsx";
import { Button } from "../components/ui/button.tsx";
import { FormAlert, TextField } from "../components/ui/field.tsx";
import { checkPhoneCode, phoneVerificationState, sendPhoneCode } from "../features/accounts/phone-verification.server.ts";
import { PHONE_CODE_LENGTH, PHONE_MESSAGES } from "../features/accounts/phone-verification-rules.ts";
import { requireUser } from "./guards.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast, toastHeaders } from "../server/toast.server.ts";
import { inPageLanguage, requestLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { refusalStatus } from "../lib/result.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Vérifier mon téléphone — AutoAfrique`) }];

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return phoneVerificationState(user.id);
}
export const loader = withMessages("routes/profile-phone", pageLoader);

/** 'Vérifier mon téléphone' (send a code) and 'Valider' (type it back): plain POSTs. */
async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const language = requestLanguage(request);
  const form = await readForm(request);
  if (form.get("intent") === "send") {
    const sent = await sendPhoneCode(user.id, new Date(), language);
    if (!sent.ok) return data({ error: sent.error, code: "" }, { status: refusalStatus(sent) });
    return data({ error: null, code: "" }, { headers: await toastHeaders({ type: "success", title: sent.message }) });
  }
  const typed = form.get("code");
  const checked = await checkPhoneCode(user.id, typed, new Date(), language);
  if (!checked.ok) return data({ error: checked.error, code: typeof typed === "string" ? typed : "" }, { status: 400 });
  return redirectWithToast("/profile/telephone", { type: "success", title: checked.message });
}
export const action = inPageLanguage(pageAction);

export default function ProfilePhone({ loaderData, actionData }: Route.ComponentProps) {
  const { phone, verified, codePending, codeQueued, codeUndelivered, emailVerified } = loaderData;
  const busy = useNavigation().state === "submitting";
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Vérifier mon téléphone</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>Un numéro vérifié rassure les acheteurs et les locataires : le badge « Téléphone vérifié » apparaît sur vos annonces et votre profil.</Trans>
      </p>
      <div className="mt-6 flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <PhoneNumber phone={phone} className="font-medium" />
        {verified ? (
          <VerifiedBadge label={t`Téléphone vérifié`} />
        ) : (
          <span className="text-sm text-slate-500">
            <Trans>Non vérifié</Trans>
          </span>
        )}
      </div>
      <div className="mt-4 space-y-4">
        <FormAlert message={actionData?.error ?? undefined} />
        {verified || emailVerified ? null : (
          <div role="status" className="space-y-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p>{i18n._(PHONE_MESSAGES.emailFirst)}</p>
            <Link to="/profile" className={buttonClass({ variant: "secondary", size: "xs" })}>
              <Trans>Vérifier mon email depuis Mon Profil</Trans>
            </Link>
          </div>
        )}
        {codeQueued && !verified ? (
          <p role="status" className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {i18n._(PHONE_MESSAGES.codeQueued)}
          </p>
        ) : null}
        {codeUndelivered && !verified && !actionData?.error ? (
          <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p>{i18n._(PHONE_MESSAGES.undelivered)}</p>
            <Link to="/profile/edit" className={buttonClass({ variant: "secondary", size: "xs" })}>
              <Trans>Modifier mon numéro</Trans>
            </Link>
          </div>
        ) : null}
        {verified || !emailVerified ? null : (
          <>
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <Button type="submit" variant={codePending ? "outline" : "primary"} block disabled={busy}>
                {codePending ? <Trans>Renvoyer un code</Trans> : <Trans>Vérifier mon téléphone</Trans>}
              </Button>
            </Form>
            {codePending ? (
              <Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value="check" />
                <TextField
                  label={t`Code à ${PHONE_CODE_LENGTH} chiffres`}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={PHONE_CODE_LENGTH + 2}
                  defaultValue={actionData?.code}
                  hint={t`Reçu par SMS, valable 10 minutes.`}
                />
                <Button type="submit" block disabled={busy}>
                  <Trans>Valider</Trans>
                </Button>
              </Form>
            ) : null}
          </>
        )}
        <Link to="/profile" className={buttonClass({ variant: "ghost", block: true })}>
          <Trans>Retour au profil</Trans>
        </Link>
      </div>
    </div>
  );
}
