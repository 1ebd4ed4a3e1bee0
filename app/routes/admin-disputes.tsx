import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/admin-disputes";
import { Link, usePageLanguage } from "../components/ui/link.tsx";
import { type DisputeListItem, disputeList } from "../features/rental-disputes/dispute-list.server.ts";
import { disputePath } from "../features/rental-disputes/dispute-paths.ts";
import { DISPUTE_SUBJECT_LABELS } from "../features/rental-disputes/dispute-rules.ts";
import { formatLongDate } from "../lib/long-date.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { requireAdmin } from "./guards.server.ts";
import { withMessages } from "../server/i18n.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaI18n(matches)._(msg`Litiges — Admin AutoAfrique`) },
  { name: "robots", content: "noindex" },
];

/** Checked here, not only in the admin layout: a data request runs this loader alone. */
async function pageLoader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return disputeList(new Date());
}
export const loader = withMessages("routes/admin-disputes", pageLoader);

export default function AdminDisputes({ loaderData }: Route.ComponentProps) {
  const { open, settled } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Litiges</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>Les états des lieux et les retenues de caution contestés, du plus ancien au plus récent.</Trans>
        </p>
      </div>
      <section aria-labelledby="open-heading" className="space-y-3">
        <h2 id="open-heading" className="text-lg font-bold">
          <Trans>À trancher ({open.length})</Trans>
        </h2>
        {open.length === 0 ? (
          <p className="text-slate-600">
            <Trans>Aucun litige en attente.</Trans>
          </p>
        ) : (
          <DisputeCards items={open} />
        )}
      </section>
      <section aria-labelledby="settled-heading" className="space-y-3">
        <h2 id="settled-heading" className="text-lg font-bold">
          <Trans>Derniers litiges tranchés</Trans>
        </h2>
        {settled.length === 0 ? (
          <p className="text-slate-600">
            <Trans>Aucun litige tranché pour l'instant.</Trans>
          </p>
        ) : (
          <DisputeCards items={settled} />
        )}
      </section>
    </div>
  );
}

function DisputeCards({ items }: { items: DisputeListItem[] }) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const start = formatLongDate(item.startDate, { year: false }, language);
        const end = formatLongDate(item.endDate, {}, language);
        const { car, owner, renter } = item;
        const hours = item.hours;
        const days = Math.floor(hours / 24);
        return (
          <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={disputePath(item.id)} className="font-bold break-words text-brand-700 underline">
                {`${i18n._(DISPUTE_SUBJECT_LABELS[item.subject])} — ${car}`}
              </Link>
              <span className="text-sm text-slate-600">
                {item.decidedAt ? (
                  <Trans>Tranché</Trans>
                ) : hours < 48 ? (
                  i18n._(msg`Ouvert depuis ${plural(hours, { one: "# heure", other: "# heures" })}`)
                ) : (
                  i18n._(msg`Ouvert depuis ${plural(days, { one: "# jour", other: "# jours" })}`)
                )}
              </span>
            </div>
            <p className="mt-1 text-sm break-words text-slate-600">
              <Trans>
                Du {start} au {end} · Propriétaire : {owner} · Locataire : {renter}
              </Trans>
            </p>
            <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line">
              {item.openedByRole === "owner" ? <Trans>Contesté par le propriétaire :</Trans> : <Trans>Contesté par le locataire :</Trans>} {item.reason}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
