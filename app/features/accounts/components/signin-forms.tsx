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
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={state?.formError} />
      <TextField label="Email" name="email" type="email" required defaultValue={state?.values?.email ?? email ?? undefined} error={state?.errors?.email} autoComplete="email" />
      <TextField label="Mot de passe" name="password" type="password" required error={state?.errors?.password} autoComplete="current-password" />
      <div className="text-right">
        <Link to={reset} className="text-sm text-brand-600 underline">
          Mot de passe oublié ?
        </Link>
      </div>
      <SubmitButton busy={busy}>Se connecter</SubmitButton>
    </Form>
  );
}

export function ResetRequestForm({ state, redirectTo }: { state?: State; redirectTo: string }) {
  const busy = useNavigation().formData?.get("intent") === "reset";
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="reset" />
      <p className="text-sm text-slate-600">Saisissez votre email : nous vous enverrons un lien pour choisir un nouveau mot de passe.</p>
      <FormAlert message={state?.formError} />
      <TextField label="Email" name="email" type="email" required defaultValue={state?.values?.email} error={state?.errors?.email} autoComplete="email" />
      <SubmitButton busy={busy}>Envoyer le lien</SubmitButton>
      <Link to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`} className="block text-center text-sm text-slate-600 underline">
        Retour
      </Link>
    </Form>
  );
}
