import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { data, redirect, useSearchParams } from "react-router";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/auth";
import { signIn, signUp, requestPasswordReset } from "../features/accounts/accounts.server.ts";
import { ResetRequestForm, SigninForm } from "../features/accounts/components/signin-forms.tsx";
import { SignupForm } from "../features/accounts/components/signup-form.tsx";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { signInReasonMessage } from "../features/accounts/sign-in-reasons.ts";
import { safeRedirect } from "../server/page-url.server.ts";
import { AVATAR_TOO_LARGE, SIGN_UP_BODY_BYTES } from "../features/accounts/signup-rules.ts";
import { resetRequestSchema, signinSchema, signupSchema } from "../features/accounts/signup-schema.ts";
import { fieldErrors } from "../lib/field-errors.ts";
import { profileFormValues } from "../features/accounts/profile-form-values.ts";
import { countryCookieHeader } from "../server/country-cookie.server.ts";
import { languageCookieHeader } from "../server/language-cookie.server.ts";
import { formRefusal, readFormWithin } from "../server/read-form.server.ts";
import { readFill, redirectWithToast, toastHeaders } from "../server/toast.server.ts";
import { ownPathLinks } from "../features/seo/page-links.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: metaI18n(matches)._(msg`Connexion — AutoAfrique`) },
  ...(loaderData?.links ?? []),
];

async function pageLoader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  if (await getSessionUser(request)) throw redirect(redirectTo);
  // After a sign-up the sign-in form opens with the email just used.
  const { email } = await readFill(request);
  // Only a sentence of ours, by its code: a link cannot put its own words on this page.
  return { message: signInReasonMessage(url.searchParams.get("reason")), email: email ?? null, links: ownPathLinks(request) };
}
export const loader = withMessages("routes/auth", pageLoader);

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

function valuesOf(form: FormData, keys: string[]) {
  return Object.fromEntries(keys.map((k) => [k, text(form, k)]));
}

/** A refused attempt: 429 with Retry-After when a throttle refused it, 400 otherwise. */
function refused(result: { retryAfterSeconds?: number }) {
  if (result.retryAfterSeconds === undefined) return { status: 400 };
  return { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } };
}

/** A refused sign-up's page holds what was typed, the passwords included: kept by no cache, nor the browser's history. */
const NOT_KEPT = { "Cache-Control": "no-store" };

// React Router passes only an action's cookies on to the page by itself: Retry-After and Cache-Control are passed here.
export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  ["Retry-After", "Cache-Control"].flatMap((name) => {
    const value = actionHeaders.get(name);
    return value ? [[name, value] as [string, string]] : [];
  });

async function pageAction({ request }: Route.ActionArgs) {
  // One budget for the three forms: the sign-up's, the only one sending a file (its photo).
  const read = await readFormWithin(request, SIGN_UP_BODY_BYTES);
  if (!read.ok && read.reason === "too-large") {
    return data({ intent: "signup", errors: { photo: AVATAR_TOO_LARGE }, values: {} }, { status: 413 });
  }
  if (!read.ok) throw formRefusal(read.reason);
  const form = read.form;
  const intent = text(form, "intent");
  const redirectTo = safeRedirect(text(form, "redirectTo"), "/");

  if (intent === "signin") {
    const values = valuesOf(form, ["email"]);
    const parsed = signinSchema.safeParse({ email: text(form, "email"), password: text(form, "password") });
    if (!parsed.success) return data({ intent, values, errors: fieldErrors(parsed.error) }, { status: 400 });
    const result = await signIn(request, parsed.data.email, parsed.data.password);
    if (!result.ok) return data({ intent, values, formError: result.error }, refused(result));
    const headers = new Headers();
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    if (result.country) headers.append("Set-Cookie", await countryCookieHeader(result.country));
    if (result.language) headers.append("Set-Cookie", languageCookieHeader(result.language));
    return redirectWithToast(redirectTo, { type: "success", title: /*i18n*/ "Connexion réussie !" }, headers);
  }

  if (intent === "reset") {
    const values = valuesOf(form, ["email"]);
    const parsed = resetRequestSchema.safeParse({ email: text(form, "email") });
    if (!parsed.success) return data({ intent, values, errors: fieldErrors(parsed.error) }, { status: 400 });
    const result = await requestPasswordReset(request, parsed.data.email);
    if (!result.ok) return data({ intent, values, formError: result.error }, refused(result));
    return redirectWithToast("/auth", { type: "success", title: /*i18n*/ "Email de réinitialisation envoyé ! Vérifiez votre boîte mail." });
  }

  if (intent === "signup") {
    // Everything typed comes back on a refusal, the passwords too (a page nobody keeps: NOT_KEPT);
    // only a chosen photo cannot, and the page says so (ADR 0052).
    const values = profileFormValues(form, ["email", "password", "confirmPassword"]);
    const parsed = signupSchema.safeParse({ ...values, companyName: values.companyName || undefined });
    const photo = form.get("photo");
    const photoBytes = photo instanceof File && photo.size > 0 ? Buffer.from(await photo.arrayBuffer()) : undefined;
    // The photo is optional (ADR 0052): one chosen is judged by signUp, once the fields are right.
    if (!parsed.success) {
      return data({ intent, values, errors: fieldErrors(parsed.error), photoNotKept: Boolean(photoBytes) }, { status: 400, headers: NOT_KEPT });
    }
    const result = await signUp(request, parsed.data, photoBytes, { redirectTo });
    if (!result.ok) {
      const errors = result.field ? { [result.field]: result.error } : undefined;
      const answer = refused(result);
      return data(
        { intent, values, errors, formError: result.field ? undefined : result.error, photoNotKept: Boolean(photoBytes) && result.field !== "photo" },
        { ...answer, headers: { ...answer.headers, ...NOT_KEPT } },
      );
    }
    const target = `/auth?redirectTo=${encodeURIComponent(redirectTo)}`;
    const fill = { email: parsed.data.email };
    if (!result.mailSent) {
      return redirectWithToast(
        target,
        { type: "warning", title: /*i18n*/ "Compte créé, mais l'email de vérification n'a pas pu été envoyé." },
        undefined,
        fill,
      );
    }
    return redirectWithToast(target, { type: "success", title: /*i18n*/ "Inscription réussie ! Un email de vérification vous a été envoyé." }, undefined, fill);
  }

  return data(
    { intent, formError: /*i18n*/ "Une erreur est survenue" },
    { status: 400, headers: await toastHeaders({ type: "error", title: /*i18n*/ "Une erreur est survenue" }) },
  );
}
export const action = inPageLanguage(pageAction);

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthTabs message={loaderData.message} email={loaderData.email} actionData={actionData} />;
}

function AuthTabs({ message, email, actionData }: { message: string | null; email: string | null; actionData: Route.ComponentProps["actionData"] }) {
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "/";
  const tab = actionData?.intent === "signup" || params.get("tab") === "signup" ? "signup" : "signin";
  const resetMode = params.get("mode") === "reset" || actionData?.intent === "reset";
  const q = (t: string) => `/auth?tab=${t}&redirectTo=${encodeURIComponent(redirectTo)}`;
  const tabClass = (active: boolean) =>
    `flex-1 rounded-md py-2 text-center text-sm font-medium ${active ? "bg-white shadow text-slate-900" : "text-slate-600"}`;
  const state = actionData && "intent" in actionData ? actionData : undefined;
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <h1 className="mb-1 text-2xl font-bold">
        <Trans>Bienvenue sur AutoAfrique</Trans>
      </h1>
      <p className="mb-6 text-slate-600">
        <Trans>Connectez-vous ou créez votre compte gratuitement.</Trans>
      </p>
      {message ? <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">{message}</p> : null}
      <div role="tablist" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
        <Link role="tab" aria-selected={tab === "signin"} to={q("signin")} replace className={tabClass(tab === "signin")}>
          <Trans>Connexion</Trans>
        </Link>
        <Link role="tab" aria-selected={tab === "signup"} to={q("signup")} replace className={tabClass(tab === "signup")}>
          <Trans>Inscription</Trans>
        </Link>
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        {tab === "signup" ? (
          <SignupForm state={state?.intent === "signup" ? state : undefined} redirectTo={redirectTo} />
        ) : resetMode ? (
          <ResetRequestForm state={state?.intent === "reset" ? state : undefined} redirectTo={redirectTo} />
        ) : (
          <SigninForm state={state?.intent === "signin" ? state : undefined} redirectTo={redirectTo} email={email} />
        )}
      </section>
    </div>
  );
}
