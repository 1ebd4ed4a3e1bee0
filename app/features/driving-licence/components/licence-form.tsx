import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "../../../components/ui/link.tsx";
import { Field, FormAlert, SelectField, SubmitButton, TextField } from "../../../components/ui/field.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { IMAGE_ACCEPT, IMAGE_HINT } from "../../../lib/images.ts";
import { licenceCountryName } from "../licence-country-name.ts";
import { LICENCE_COUNTRY_CODES, LICENCE_FORM_MESSAGES, LICENCE_NUMBER_MAX, type LicenceField, type LicenceFields } from "../licence-form.ts";

export interface LicenceFormState {
  values: LicenceFields;
  errors?: Partial<Record<LicenceField, string>>;
  formError?: string;
}

function PhotoField({ side, label, error }: { side: "front" | "back"; label: string; error?: string }) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState("");
  return (
    <Field label={label} name={side} error={error} hint={i18n._(IMAGE_HINT)}>
      <FileInput
        id={side}
        name={side}
        accept={IMAGE_ACCEPT}
        required
        buttonLabel={t`Choisir une photo`}
        status={chosen ? t`Photo choisie : ${chosen}` : t`Aucune photo choisie`}
        emptyLabel={t`Aucune photo choisie`}
        chosenLabel={t`Photo choisie`}
        onChange={(e) => setChosen(e.currentTarget.files?.[0]?.name ?? "")}
        invalid={Boolean(error)}
        describedBy={error ? `${side}-error` : undefined}
      />
    </Field>
  );
}

/** 'Permis de conduire': both sides' photos, the number, the issuing country and the expiry date; sent again whole to replace it. */
export function LicenceForm({ state, replacing }: { state: LicenceFormState; replacing: boolean }) {
  const { t, i18n } = useLingui();
  const busy = useNavigation().state === "submitting";
  const errors = state.errors ?? {};
  const refused = Object.keys(errors).length > 0 || Boolean(state.formError);
  const countries = LICENCE_COUNTRY_CODES.map((code) => ({ value: code, label: licenceCountryName(code, i18n.locale) }));
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4">
      <FormAlert message={state.formError} />
      {refused ? (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {i18n._(LICENCE_FORM_MESSAGES.chooseAgain)}
        </p>
      ) : null}
      {replacing ? (
        <p className="text-sm text-slate-600">
          <Trans>Un nouveau permis remplace l'actuel et sera vérifié de nouveau : envoyez les deux faces.</Trans>
        </p>
      ) : null}
      <PhotoField side="front" label={t`Photo recto`} error={errors.front} />
      <PhotoField side="back" label={t`Photo verso`} error={errors.back} />
      <TextField
        label={t`Numéro du permis`}
        name="number"
        required
        maxLength={LICENCE_NUMBER_MAX + 10}
        autoComplete="off"
        defaultValue={state.values.number}
        error={errors.number}
        hint={t`De 4 à 30 caractères : lettres, chiffres, espaces ou tirets.`}
      />
      <SelectField
        label={t`Pays de délivrance`}
        name="country"
        required
        options={countries}
        empty={t`Choisissez un pays`}
        defaultValue={state.values.country}
        error={errors.country}
      />
      <TextField label={t`Date d'expiration`} name="expiresOn" type="date" required defaultValue={state.values.expiresOn} error={errors.expiresOn} />
      <SubmitButton busy={busy} busyLabel={t`Envoi en cours...`}>
        <Trans>Envoyer mon permis</Trans>
      </SubmitButton>
    </Form>
  );
}
