import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { useFormErrors } from "../../../components/ui/use-form-errors.ts";
import { COUNTRIES, SIGNUP_DEFAULT_COUNTRY, getCountry } from "../../../lib/countries.ts";
import { USER_TYPE_LABELS, USER_TYPES, requiresCompany } from "../../../lib/vehicles.ts";
import { Field, FormAlert, SelectField, SubmitButton, TextField, inputClass } from "../../../components/ui/field.tsx";
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from "../../../lib/images.ts";
import { PASSWORD_MISMATCH, avatarProblem } from "../signup-rules.ts";
import { CityField } from "./city-field.tsx";

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
  const [country, setCountry] = useState(values.country ?? SIGNUP_DEFAULT_COUNTRY.code);
  const [userType, setUserType] = useState(values.userType ?? "buyer");
  const [photoName, setPhotoName] = useState("");
  const { errors, onSubmit, onChange } = useFormErrors(state?.errors, comfortErrors);
  const busy = useNavigation().formData?.get("intent") === "signup";
  const err = (name: string) => errors[name];
  const dial = getCountry(country)?.dialCode ?? "";

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
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Prénom" name="firstName" required defaultValue={values.firstName} error={err("firstName")} autoComplete="given-name" />
        <TextField label="Nom" name="lastName" required defaultValue={values.lastName} error={err("lastName")} autoComplete="family-name" />
      </div>
      <TextField label="Email" name="email" type="email" required defaultValue={values.email} error={err("email")} autoComplete="email" />
      <TextField label="Mot de passe" name="password" type="password" required minLength={8} error={err("password")} autoComplete="new-password" hint="8 caractères minimum" />
      <TextField label="Confirmer le mot de passe" name="confirmPassword" type="password" required error={err("confirmPassword")} autoComplete="new-password" />
      <SelectField label="Pays" name="country" value={country} onChange={(e) => setCountry(e.target.value)} error={err("country")}>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.flag} {c.name}
          </option>
        ))}
      </SelectField>
      <CityField key={country} country={country} defaultValue={country === values.country ? values.city : undefined} error={err("city")} />
      <Field label="Téléphone" name="phone" error={err("phone")}>
        <div className="flex">
          <span className="flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-100 px-3 text-sm text-slate-600">{dial}</span>
          <input id="phone" name="phone" type="tel" required defaultValue={values.phone} autoComplete="tel-national" inputMode="tel" className={`${inputClass} rounded-l-none`} aria-invalid={err("phone") ? true : undefined} />
        </div>
      </Field>
      <SelectField label="Type d'utilisateur" name="userType" value={userType} onChange={(e) => setUserType(e.target.value)} error={err("userType")}>
        {USER_TYPES.map((t) => (
          <option key={t} value={t}>
            {USER_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      {requiresCompany(userType) ? (
        <TextField label="Nom de l'entreprise" name="companyName" required defaultValue={values.companyName} error={err("companyName")} autoComplete="organization" />
      ) : null}
      <SubmitButton busy={busy}>S'inscrire</SubmitButton>
    </Form>
  );
}
