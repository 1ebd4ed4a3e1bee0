import { BadgeCheck } from "lucide-react";
import { Form, Link, data } from "react-router";
import { useImageUrls } from "../components/ui/image-urls.tsx";
import type { Route } from "./+types/profile";
import { resendVerificationEmail } from "../features/accounts/accounts.server.ts";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { requireUser } from "../features/accounts/session.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { toastHeaders } from "../server/toast.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { USER_TYPE_LABELS, isUserType } from "../lib/vehicles.ts";

export const meta: Route.MetaFunction = () => [{ title: "Mon profil — AutoAfrique" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user };
}

export async function action({ request }: Route.ActionArgs) {
  // The button's form has no field, but only a form is taken, and a small one.
  await readForm(request);
  const sent = await resendVerificationEmail(request);
  const toast = await toastHeaders(
    sent ? { type: "success", title: "Email de vérification envoyé" } : { type: "error", title: "Erreur lors de l'envoi de l'email" },
  );
  return data({ sent }, { headers: toast });
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const urls = useImageUrls();
  const country = resolveCountry(user.country);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <div className="flex items-center gap-4">
        {user.avatarUrl ? (
          <img src={urls.src(user.avatarUrl, 256)} alt="" width={80} height={80} className="h-20 w-20 rounded-full object-cover" />
        ) : null}
        <div>
          <h1 className="text-2xl font-bold">
            {user.firstName} {user.lastName}
          </h1>
          <p className="text-slate-600">{isUserType(user.userType) ? USER_TYPE_LABELS[user.userType] : user.userType}</p>
        </div>
      </div>
      <dl className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
          <dt className="text-slate-500">Email</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-2 break-all">
            {user.email}
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                <BadgeCheck aria-hidden size={14} /> Vérifié
              </span>
            ) : (
              <Form method="post">
                <Button type="submit" variant="secondary" size="xs">
                  Vérifier mon email
                </Button>
              </Form>
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-slate-500">Téléphone</dt>
          <dd>{user.phone}</dd>
        </div>
        <div className="flex justify-between gap-4 p-4">
          <dt className="text-slate-500">Localisation</dt>
          <dd>
            {user.city}, {country.name}
          </dd>
        </div>
        {user.companyName ? (
          <div className="flex justify-between gap-4 p-4">
            <dt className="text-slate-500">Entreprise</dt>
            <dd>{user.companyName}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/profile/edit" className={buttonClass({ variant: "outline" })}>Modifier le profil</Link>
        {user.role === "admin" ? <Link to="/admin" className={buttonClass({ variant: "outline" })}>Panneau Admin</Link> : null}
        <Link to="/favorites" className={buttonClass({ variant: "outline" })}>Mes favoris</Link>
        <Link to="/sell" className={buttonClass()}>Publier une annonce</Link>
        <Form method="post" action="/logout">
          <Button type="submit" variant="danger">Se déconnecter</Button>
        </Form>
      </div>
    </div>
  );
}
