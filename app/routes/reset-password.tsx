import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data, useNavigation } from "react-router";
import { Form, Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/reset-password";
import { resetPassword } from "../features/accounts/accounts.server.ts";
import { newPasswordSchema } from "../features/accounts/signup-schema.ts";
import { fieldErrors } from "../lib/field-errors.ts";
import { FormAlert, SubmitButton, TextField } from "../components/ui/field.tsx";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Nouveau mot de passe — AutoAfrique`) }];

function pageLoader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}
export const loader = withMessages("routes/reset-password", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await readForm(request));
  const parsed = newPasswordSchema.safeParse(form);
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), formError: undefined }, { status: 400 });
  const result = await resetPassword(parsed.data.token, parsed.data.password);
  if (!result.ok) return data({ errors: {} as Record<string, string>, formError: result.error }, { status: 400 });
  return redirectWithToast("/auth", {
    type: "success",
    title: /*i18n*/ "Mot de passe modifié",
    description: /*i18n*/ "Connectez-vous avec votre nouveau mot de passe.",
  });
}
export const action = inPageLanguage(pageAction);

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { t } = useLingui();
  if (!loaderData.token) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="mb-4 text-2xl font-bold">
          <Trans>Choisir un nouveau mot de passe</Trans>
        </h1>
        <p role="alert" className="mb-6 text-red-700">
          <Trans>Token de vérification manquant</Trans>
        </p>
        <Link to="/auth?mode=reset" className="text-brand-600 underline">
          <Trans>Demander un nouveau lien</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">
        <Trans>Choisir un nouveau mot de passe</Trans>
      </h1>
      <Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormAlert message={actionData?.formError ?? actionData?.errors?.token} />
        <TextField
          label={t`Nouveau mot de passe`}
          name="password"
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
          error={actionData?.errors?.password}
          hint={t`8 caractères minimum`}
        />
        <TextField
          label={t`Confirmer le mot de passe`}
          name="confirmPassword"
          type="password"
          required
          autoComplete="new-password"
          error={actionData?.errors?.confirmPassword}
        />
        <SubmitButton busy={busy}>
          <Trans>Enregistrer</Trans>
        </SubmitButton>
      </Form>
    </div>
  );
}
