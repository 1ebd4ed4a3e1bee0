import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "../../../components/ui/link.tsx";
import { ErrorSummary } from "../../../components/ui/error-summary.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { useRevealFirstError } from "../../../components/ui/reveal-first-error.ts";
import { useFormErrors } from "../../../components/ui/use-form-errors.ts";
import { Field, FormAlert, SubmitButton, TextField } from "../../../components/ui/field.tsx";
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from "../../../lib/images.ts";
import { PASSWORD_MISMATCH, PHOTO_NOT_KEPT, avatarProblem, errorsInFormOrder } from "../signup-rules.ts";
import { ProfileFields } from "./profile-fields.tsx";

export interface SignupFormState {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
  /** A photo was sent with this refused sign-up: a page the server renders cannot hold it again. */
  photoNotKept?: boolean;
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
  const intentRef = useRef<HTMLInputElement>(null);
  const photoRef = useRef<HTMLInputElement>(null);
  const [photoName, setPhotoName] = useState("");
  const [checks, setChecks] = useState(0);
  const { errors: found, onSubmit, onChange } = useFormErrors(state?.errors, comfortErrors);
  // The browser's own checks give French constants: shown in the page's language (the server's are already).
  const errors = Object.fromEntries(Object.entries(found).map(([name, error]) => [name, i18n._(error)]));
  // With scripts, every refusal brings the first refused field into view, focused, wherever the
  // button was; the page the server renders opens on it by itself (`focus` below; ADR 0052).
  useRevealFirstError(intentRef, state, checks);
  const busy = useNavigation().formData?.get("intent") === "signup";
  const err = (name: string) => errors[name];
  // A file chosen before the page's script ran is still in the input: say so once it runs.
  useEffect(() => {
    const chosen = photoRef.current?.files?.[0];
    if (chosen) setPhotoName(chosen.name);
  }, []);
  const photoLost = Boolean(state?.photoNotKept) && !photoName;
  const photoDescribedBy = [err("photo") ? "photo-error" : "", photoLost ? "photo-not-kept" : ""].filter(Boolean).join(" ") || undefined;

  const labels: Record<string, string> = {
    photo: t`Photo de profil (optionnelle)`,
    firstName: t`Prénom`,
    lastName: t`Nom`,
    email: t`Email`,
    password: t`Mot de passe`,
    confirmPassword: t`Confirmer le mot de passe`,
    country: t`Pays`,
    city: t`Ville`,
    phone: t`Téléphone`,
    userType: t`Type d'utilisateur`,
    companyName: t`Nom de l'entreprise`,
  };
  const summary = errorsInFormOrder(errors)
    .filter(([name]) => name in labels)
    .map(([name, message]) => ({ id: name, label: labels[name], message }));
  const focus = summary[0]?.id;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        onSubmit(event);
        if (event.defaultPrevented) setChecks((n) => n + 1);
      }}
      onChange={onChange}
    >
      <input ref={intentRef} type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={state?.formError} />
      <ErrorSummary title={<Plural value={summary.length} one="Un champ est à corriger :" other="# champs sont à corriger :" />} items={summary} />
      <Field label={labels.photo} name="photo" error={err("photo")} hint={i18n._(IMAGE_HINT)}>
        <FileInput
          id="photo"
          name="photo"
          accept={IMAGE_ACCEPT}
          inputRef={photoRef}
          buttonLabel={t`Choisir une photo`}
          status={photoName ? t`Photo choisie : ${photoName}` : t`Aucune photo choisie`}
          emptyLabel={t`Aucune photo choisie`}
          chosenLabel={t`Photo choisie`}
          onChange={(e) => setPhotoName(e.currentTarget.files?.[0]?.name ?? "")}
          invalid={Boolean(err("photo"))}
          describedBy={photoDescribedBy}
          autoFocus={focus === "photo"}
        />
        {photoLost ? (
          <p id="photo-not-kept" className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900">
            {i18n._(PHOTO_NOT_KEPT)}
          </p>
        ) : null}
      </Field>
      <ProfileFields values={values} errors={errors} focus={focus}>
        <TextField
          label={labels.email}
          name="email"
          type="email"
          required
          defaultValue={values.email}
          error={err("email")}
          autoComplete="email"
          autoFocus={focus === "email"}
        />
        <TextField
          label={labels.password}
          name="password"
          type="password"
          required
          minLength={8}
          defaultValue={values.password}
          error={err("password")}
          autoComplete="new-password"
          hint={t`8 caractères minimum`}
          autoFocus={focus === "password"}
        />
        <TextField
          label={labels.confirmPassword}
          name="confirmPassword"
          type="password"
          required
          defaultValue={values.confirmPassword}
          error={err("confirmPassword")}
          autoComplete="new-password"
          autoFocus={focus === "confirmPassword"}
        />
      </ProfileFields>
      {photoLost ? (
        // Said again beside the button: the field that opened the page may be far below the photo.
        <p className="text-sm text-amber-900">
          <a href="#photo" className="underline">
            {i18n._(PHOTO_NOT_KEPT)}
          </a>
        </p>
      ) : null}
      <SubmitButton busy={busy}>
        <Trans>S'inscrire</Trans>
      </SubmitButton>
    </Form>
  );
}
