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
  const [photoName, setPhotoName] = useState("");
  const { errors, onSubmit, onChange } = useFormErrors(state?.errors, comfortErrors);
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
      <Field label="Photo de profil" name="photo" error={err("photo")} hint={IMAGE_HINT}>
        <FileInput
          id="photo"
          name="photo"
          accept={IMAGE_ACCEPT}
          required
          buttonLabel="Choisir une photo"
          status={photoName ? `Photo choisie : ${photoName}` : "Aucune photo choisie"}
          emptyLabel="Aucune photo choisie"
          chosenLabel="Photo choisie"
          onChange={(e) => setPhotoName(e.currentTarget.files?.[0]?.name ?? "")}
          invalid={Boolean(err("photo"))}
        />
      </Field>
      <ProfileFields values={values} errors={errors}>
        <TextField label="Email" name="email" type="email" required defaultValue={values.email} error={err("email")} autoComplete="email" />
        <TextField label="Mot de passe" name="password" type="password" required minLength={8} error={err("password")} autoComplete="new-password" hint="8 caractères minimum" />
        <TextField label="Confirmer le mot de passe" name="confirmPassword" type="password" required error={err("confirmPassword")} autoComplete="new-password" />
      </ProfileFields>
      <SubmitButton busy={busy}>S'inscrire</SubmitButton>
    </Form>
  );
}
