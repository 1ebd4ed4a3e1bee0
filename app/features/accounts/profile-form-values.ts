import { OTHER_CITY } from "../../lib/cities.ts";

export const PROFILE_FORM_KEYS = ["firstName", "lastName", "country", "city", "phone", "userType", "companyName"] as const;

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

/**
 * What the profile fields of a form say (sign-up, /profile/edit), as typed, to check and to send
 * back on a refusal. The city is the list's choice, or the typed one after 'Autre' (or without JS).
 */
export function profileFormValues(form: FormData, extraKeys: readonly string[] = []): Record<string, string> {
  const values = Object.fromEntries([...PROFILE_FORM_KEYS, ...extraKeys].map((k) => [k, text(form, k)]));
  if (values.city === OTHER_CITY || (!values.city && text(form, "cityOther"))) values.city = text(form, "cityOther");
  return values;
}
