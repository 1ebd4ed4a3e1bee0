import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data } from "react-router";
import type { Route } from "./+types/profile-edit";
import { ProfileEditForm, type ProfileEditState } from "../features/accounts/components/profile-edit-form.tsx";
import { profileFormValues } from "../features/accounts/profile-form-values.ts";
import { PROFILE_MESSAGES, updateProfile } from "../features/accounts/profile-update.server.ts";
import { requireUser } from "./guards.server.ts";
import { AVATAR_TOO_LARGE, SIGN_UP_BODY_BYTES } from "../features/accounts/signup-rules.ts";
import { nationalNumber, profileSchema } from "../features/accounts/signup-schema.ts";
import { fieldErrors } from "../lib/field-errors.ts";
import { formRefusal, readFormWithin } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Modifier mon profil — AutoAfrique`) }];

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { firstName, lastName, country, city, phone, userType, companyName, avatarUrl } = user;
  const values = { firstName, lastName, country, city, phone: nationalNumber(phone, country), userType, companyName: companyName ?? "" };
  return { avatarUrl, values };
}
export const loader = withMessages("routes/profile-edit", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  // The same budget as the sign-up's: one photo and a few fields.
  const read = await readFormWithin(request, SIGN_UP_BODY_BYTES);
  if (!read.ok && read.reason === "too-large") {
    const state: ProfileEditState = { values: {}, errors: { photo: AVATAR_TOO_LARGE } };
    return data(state, { status: 413 });
  }
  if (!read.ok) throw formRefusal(read.reason);
  const values = profileFormValues(read.form);
  const parsed = profileSchema.safeParse({ ...values, companyName: values.companyName || undefined });
  if (!parsed.success) return data({ values, errors: fieldErrors(parsed.error) } satisfies ProfileEditState, { status: 400 });
  const photo = read.form.get("photo");
  const bytes = photo instanceof File && photo.size > 0 ? Buffer.from(await photo.arrayBuffer()) : undefined;
  const result = await updateProfile(user.id, parsed.data, bytes);
  if (!result.ok) {
    const state: ProfileEditState = result.field ? { values, errors: { [result.field]: result.error } } : { values, formError: result.error };
    return data(state, { status: result.field ? 400 : 500 });
  }
  return redirectWithToast("/profile", { type: "success", title: PROFILE_MESSAGES.updated });
}
export const action = inPageLanguage(pageAction);

export default function ProfileEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">
        <Trans>Modifier mon profil</Trans>
      </h1>
      <ProfileEditForm key={JSON.stringify(actionData ?? null)} avatarUrl={loaderData.avatarUrl} state={actionData ?? { values: loaderData.values }} />
    </div>
  );
}
