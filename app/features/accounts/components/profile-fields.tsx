import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { Field, SelectField, TextField, inputClass } from "../../../components/ui/field.tsx";
import { SIGNUP_DEFAULT_COUNTRY, getCountry } from "../../../lib/countries.ts";
import { USER_TYPE_LABELS, USER_TYPES, requiresCompany } from "../../../lib/vehicles.ts";
import { CountryCityFields } from "./country-city-fields.tsx";

/**
 * The fields a member fills in about themselves, on the sign-up form and on /profile/edit (the same
 * rules check them: profileSchema). `children` go after the names (the sign-up's email and password).
 * `focus`: the field a page the server answered opens on (its first refused one).
 */
export function ProfileFields({
  values,
  errors,
  focus,
  children,
}: {
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  focus?: string;
  children?: ReactNode;
}) {
  const [country, setCountry] = useState(values.country ?? SIGNUP_DEFAULT_COUNTRY.code);
  const [userType, setUserType] = useState(values.userType ?? "buyer");
  const dial = getCountry(country)?.dialCode ?? "";
  const { i18n, t } = useLingui();
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t`Prénom`}
          name="firstName"
          required
          defaultValue={values.firstName}
          error={errors.firstName}
          autoComplete="given-name"
          autoFocus={focus === "firstName"}
        />
        <TextField
          label={t`Nom`}
          name="lastName"
          required
          defaultValue={values.lastName}
          error={errors.lastName}
          autoComplete="family-name"
          autoFocus={focus === "lastName"}
        />
      </div>
      {children}
      <CountryCityFields country={country} onCountryChange={setCountry} sent={values} errors={errors} focus={focus} />
      <Field label={t`Téléphone`} name="phone" error={errors.phone}>
        <div className="flex">
          <span className="flex items-center rounded-s-md border border-e-0 border-slate-300 bg-slate-100 px-3 text-sm text-slate-600">{dial}</span>
          <input
            id="phone"
            name="phone"
            type="tel"
            required
            defaultValue={values.phone}
            autoComplete="tel-national"
            inputMode="tel"
            className={`${inputClass} rounded-s-none`}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? "phone-error" : undefined}
            autoFocus={focus === "phone"}
          />
        </div>
      </Field>
      <SelectField
        label={t`Type d'utilisateur`}
        name="userType"
        value={userType}
        onChange={(e) => setUserType(e.target.value)}
        error={errors.userType}
        autoFocus={focus === "userType"}
      >
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {i18n._(USER_TYPE_LABELS[type])}
          </option>
        ))}
      </SelectField>
      {requiresCompany(userType) ? (
        <TextField
          label={t`Nom de l'entreprise`}
          name="companyName"
          required
          defaultValue={values.companyName}
          error={errors.companyName}
          autoComplete="organization"
          autoFocus={focus === "companyName"}
          // Asked of a 'Vendeur' and a 'Concessionnaire', as the spec says; a private person has the other way (ADR 0052).
          hint={t`Vous vendez votre propre véhicule ? Choisissez « Acheteur » : vous pourrez aussi publier des annonces.`}
        />
      ) : null}
    </>
  );
}
