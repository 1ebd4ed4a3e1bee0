import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "../../../components/ui/link.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { useFormErrors } from "../../../components/ui/use-form-errors.ts";
import { Field, FormAlert, SubmitButton, TextField } from "../../../components/ui/field.tsx";
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from "../../../lib/images.ts";
import { PASSWORD_MISMATCH, avatarProblem } from "../signup-rules.ts";
import { ProfileFields } from "./profile-fields.tsx";

export interface SignupFormState {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
}

/** Comfort checks only, before a photo crosses a paid connection; the server checks everything again. */
function comfortErrors(form: FormData): Record<string, string> {
  const errors: Record<string, string> = {};
  const photo = form.get("photo");
  const problem = photo instanceof File && photo.size > 0 ? imageFileProblem(photo) : undefined;
  if (problem) errors.photo = avatarProblem(problem);
  if (form.get("password") !== form.get("confirmPassword")) errors.confirmPassword = PASSWORD_MISMATCH;
  return errors;
}

export function SignupForm({ state, redirectTo }: { state?: SignupFormState; redirectTo: string }) {
  const values = state?.values ?? {};
  const { t, i18n } = useLingui();
  const [photoName, setPhotoName] = useState("");
  const { errors: found, onSubmit, onChange } = useFormErrors(state?.errors, comfortErrors);
  // The browser's own checks give French constants: shown in the page's language (the server's are already).
  const errors = Object.fromEntries(Object.entries(found).map(([name, error]) => [name, i18n._(error)]));
  const busy = useNavigation().formData?.get("intent") === "signup";
  const err = (name: string) => errors[name];

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={state?.formError} />
      <Field label={t`Photo de profil`} name="photo" error={err("photo")} hint={IMAGE_HINT}>
        <FileInput
          id="photo"
          name="photo"
          accept={IMAGE_ACCEPT}
          required
          buttonLabel={t`Choisir une photo`}
          status={photoName ? t`Photo choisie : ${photoName}` : t`Aucune photo choisie`}
          emptyLabel={t`Aucune photo choisie`}
          chosenLabel={t`Photo choisie`}
          onChange={(e) => setPhotoName(e.currentTarget.files?.[0]?.name ?? "")}
          invalid={Boolean(err("photo"))}
        />
      </Field>
      <ProfileFields values={values} errors={errors}>
        <TextField label={t`Email`} name="email" type="email" required defaultValue={values.email} error={err("email")} autoComplete="email" />
        <TextField label={t`Mot de passe`} name="password" type="password" required minLength={8} error={err("password")} autoComplete="new-password" hint={t`8 caractères minimum`} />
        <TextField label={t`Confirmer le mot de passe`} name="confirmPassword" type="password" required error={err("confirmPassword")} autoComplete="new-password" />
      </ProfileFields>
      <SubmitButton busy={busy}>
        <Trans>S'inscrire</Trans>
      </SubmitButton>
    </Form>
  );
}
