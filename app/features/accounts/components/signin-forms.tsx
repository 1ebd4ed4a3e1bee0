import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigation } from "react-router";
import { Form, Link } from "../../../components/ui/link.tsx";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/field.tsx";

interface State {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
}

/** `email`: the address just used to sign up, filled in for the first sign-in. */
export function SigninForm({ state, redirectTo, email }: { state?: State; redirectTo: string; email?: string | null }) {
  const busy = useNavigation().formData?.get("intent") === "signin";
  const reset = `/auth?mode=reset&redirectTo=${encodeURIComponent(redirectTo)}`;
  const { t } = useLingui();
  return (
    // In place of /auth in the history: 'Back' from the page it leads to returns to where the member was, not to /auth.
    <Form method="post" replace className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={state?.formError} />
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        required
        defaultValue={state?.values?.email ?? email ?? undefined}
        error={state?.errors?.email}
        autoComplete="email"
      />
      <TextField label={t`Mot de passe`} name="password" type="password" required error={state?.errors?.password} autoComplete="current-password" />
      <div className="text-end">
        <Link to={reset} className="text-sm text-brand-600 underline">
          <Trans>Mot de passe oublié ?</Trans>
        </Link>
      </div>
      <SubmitButton busy={busy}>
        <Trans>Se connecter</Trans>
      </SubmitButton>
    </Form>
  );
}

export function ResetRequestForm({ state, redirectTo }: { state?: State; redirectTo: string }) {
  const busy = useNavigation().formData?.get("intent") === "reset";
  const { t } = useLingui();
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="reset" />
      <p className="text-sm text-slate-600">
        <Trans>Saisissez votre email : nous vous enverrons un lien pour choisir un nouveau mot de passe.</Trans>
      </p>
      <FormAlert message={state?.formError} />
      <TextField label={t`Email`} name="email" type="email" required defaultValue={state?.values?.email} error={state?.errors?.email} autoComplete="email" />
      <SubmitButton busy={busy}>
        <Trans>Envoyer le lien</Trans>
      </SubmitButton>
      <Link to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`} className="block text-center text-sm text-slate-600 underline">
        <Trans>Retour</Trans>
      </Link>
    </Form>
  );
}
