import { data, redirect } from "react-router";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/pro-api";
import { Form, Link, usePageLanguage } from "../components/ui/link.tsx";
import { TextField } from "../components/ui/field.tsx";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { SectionCard } from "../components/ui/section-card.tsx";
import { dealerAccess } from "../features/dealer-stock/dealer-access.server.ts";
import { StockAccessRefused } from "../features/dealer-stock/components/stock-access-refused.tsx";
import { API_KEY_MESSAGES, createApiKey, listApiKeys, revokeApiKey } from "../features/public-api/api-keys.server.ts";
import { KEY_NAME_MAX, MAX_LIVE_KEYS } from "../features/public-api/api-key-rules.ts";
import { NewKey } from "../features/public-api/components/new-key.tsx";
import { dateFormatIn } from "../lib/intl-formats.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { requireUser } from "./guards.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaI18n(matches)._(msg`Clés API — AutoAfrique`) }];

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const access = await dealerAccess(user.id);
  if (!access.ok) return { allowed: false as const, reason: access.error };
  const keys = await listApiKeys(user.id);
  // 'Révoquer' is a link to this page asking to confirm: it works without JavaScript.
  const confirming = new URL(request.url).searchParams.get("revoquer");
  return {
    allowed: true as const,
    keys: keys.map((k) => ({ ...k, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null })),
    confirming: keys.some((k) => k.id === confirming) ? confirming : null,
    maxKeys: MAX_LIVE_KEYS,
  };
}
export const loader = withMessages("routes/pro-api", pageLoader);

type ActionAnswer = { error?: string; name?: string; created?: { name: string; secret: string } };

async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const access = await dealerAccess(user.id);
  if (!access.ok) return data<ActionAnswer>({ error: access.error }, { status: 403 });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "revoke") {
    const revoked = await revokeApiKey(user.id, String(form.get("id") ?? ""));
    return redirectWithToast("/pro/api", revoked ? { type: "success", title: API_KEY_MESSAGES.revoked } : { type: "error", title: API_KEY_MESSAGES.notFound });
  }
  if (intent !== "create") return redirect("/pro/api");
  const name = String(form.get("name") ?? "");
  const created = await createApiKey(user.id, name);
  if (!created.ok) return data<ActionAnswer>({ error: created.error, name }, { status: 400 });
  // Shown in this answer only: the server keeps its hash, and a reload of the page no longer has it.
  return data<ActionAnswer>({ created: { name: created.key.name, secret: created.secret } }, { status: 201 });
}
export const action = inPageLanguage(pageAction);

export default function ProApi({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const language = usePageLanguage();
  if (!loaderData.allowed) return <StockAccessRefused reason={loaderData.reason} title={t`Clés API`} />;
  const answer = actionData as ActionAnswer | undefined;
  const date = dateFormatIn(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const { keys, confirming, maxKeys } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Clés API</Trans>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Une clé permet à votre logiciel de publier et de mettre à jour vos annonces et de lire vos contacts, sans passer par le site. Elle donne accès à
            votre compte : ne la partagez qu'avec le logiciel qui s'en sert, et révoquez-la dès qu'il ne s'en sert plus.
          </Trans>
        </p>
        <p className="mt-2 text-sm">
          <Link className="font-medium text-brand-700 underline" to="/api/docs">
            <Trans>Documentation de l'API</Trans>
          </Link>
        </p>
      </div>

      {answer?.created ? <NewKey name={answer.created.name} secret={answer.created.secret} /> : null}

      <SectionCard id="new-key" title={t`Créer une clé`}>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="create" />
          <TextField
            label={t`Nom de la clé`}
            name="name"
            required
            maxLength={KEY_NAME_MAX}
            defaultValue={answer?.name ?? ""}
            hint={t`Pour la reconnaître dans la liste, par ex. « Logiciel du garage ».`}
            error={answer?.error}
          />
          <Button type="submit">
            <Trans>Créer une clé</Trans>
          </Button>
        </Form>
      </SectionCard>

      <SectionCard id="keys" title={t`Mes clés (${keys.length} / ${maxKeys})`}>
        {keys.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>Aucune clé active.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {keys.map((key) => (
              <li key={key.id} className="py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="font-medium">{key.name}</p>
                    <p className="font-mono text-sm text-slate-600">{key.prefix}…</p>
                    <p className="text-xs text-slate-600">
                      <Trans>Créée le {date.format(new Date(key.createdAt))}</Trans>
                      {" · "}
                      {key.lastUsedAt ? <Trans>Dernière utilisation le {date.format(new Date(key.lastUsedAt))}</Trans> : <Trans>Jamais utilisée</Trans>}
                    </p>
                  </div>
                  {confirming === key.id ? null : (
                    <Link
                      className={buttonClass({ variant: "outline", size: "sm" })}
                      to={`/pro/api?revoquer=${key.id}`}
                      aria-label={t`Révoquer la clé ${key.name}`}
                    >
                      <Trans>Révoquer</Trans>
                    </Link>
                  )}
                </div>
                {confirming === key.id ? (
                  <Form method="post" className="mt-3 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="id" value={key.id} />
                    <p className="text-sm">
                      <Trans>Révoquer la clé « {key.name} » ? Les logiciels qui l'utilisent perdront l'accès aussitôt. C'est définitif.</Trans>
                    </p>
                    <div className="flex gap-2">
                      <Button type="submit" variant="danger" size="sm">
                        <Trans>Oui, révoquer</Trans>
                      </Button>
                      <Link className={buttonClass({ variant: "ghost", size: "sm" })} to="/pro/api">
                        <Trans>Annuler</Trans>
                      </Link>
                    </div>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
