import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { Field, FormAlert, SubmitButton } from "../../../components/ui/field.tsx";
import { FileInput } from "../../../components/ui/file-input.tsx";
import { useImageUrls } from "../../../components/ui/image-urls.tsx";
import { useFormErrors } from "../../../components/ui/use-form-errors.ts";
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem } from "../../../lib/images.ts";
import { avatarProblem } from "../signup-rules.ts";
import { ProfileFields } from "./profile-fields.tsx";

export interface ProfileEditState {
  values: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
}

/** Comfort only, before a photo crosses a paid connection; the server judges the file again by its bytes. */
function comfortErrors(form: FormData): Record<string, string> {
  const photo = form.get("photo");
  const problem = photo instanceof File && photo.size > 0 ? imageFileProblem(photo) : undefined;
  return problem ? { photo: avatarProblem(problem) } : {};
}

/** /profile/edit: the photo (optional: the current one stays) and the profile fields with the sign-up rules. */
export function ProfileEditForm({ avatarUrl, state }: { avatarUrl: string | null; state: ProfileEditState }) {
  const { t, i18n } = useLingui();
  const urls = useImageUrls();
  const [photoName, setPhotoName] = useState("");
  const { errors: found, onSubmit, onChange } = useFormErrors(state.errors, comfortErrors);
  // The browser's own checks give French constants: shown in the page's language (the server's are already).
  const errors = Object.fromEntries(Object.entries(found).map(([name, error]) => [name, i18n._(error)]));
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
      <FormAlert message={state.formError} />
      <div className="flex items-center gap-4">
        {avatarUrl ? (
          <img src={urls.src(avatarUrl, 256)} alt={t`Photo de profil actuelle`} width={72} height={72} className="h-18 w-18 rounded-full object-cover" />
        ) : null}
        <Field label={t`Photo de profil`} name="photo" error={errors.photo} hint={i18n._(IMAGE_HINT)}>
          <FileInput
            id="photo"
            name="photo"
            accept={IMAGE_ACCEPT}
            buttonLabel={t`Changer la photo`}
            status={photoName ? t`Photo choisie : ${photoName}` : t`Aucune nouvelle photo`}
            emptyLabel={t`Aucune nouvelle photo`}
            chosenLabel={t`Photo choisie`}
            onChange={(e) => setPhotoName(e.currentTarget.files?.[0]?.name ?? "")}
            invalid={Boolean(errors.photo)}
            describedBy={errors.photo ? "photo-error" : undefined}
          />
        </Field>
      </div>
      <ProfileFields values={state.values} errors={errors} />
      <SubmitButton busy={busy} busyLabel={t`Enregistrement...`}>
        <Trans>Enregistrer</Trans>
      </SubmitButton>
      <Link to="/profile" className={buttonClass({ variant: "ghost", block: true })}>
        <Trans>Annuler</Trans>
      </Link>
    </Form>
  );
}
