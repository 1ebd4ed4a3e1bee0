import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigation } from "react-router";
import { Form, usePageLanguage } from "../../../components/ui/link.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert, inputClass } from "../../../components/ui/field.tsx";
import { formatLongDate } from "../../../lib/long-date.ts";
import { licenceCountryName } from "../licence-country-name.ts";

export interface QueueItem {
  userId: string;
  memberName: string;
  number: string;
  country: string;
  expiresOn: string;
  expired: boolean;
  sentAt: string | Date;
  version: string;
  frontUrl: string;
  backUrl: string;
}

/** The last decision the server refused: shown on its licence's card, the typed reason kept. */
export interface QueueRefusal {
  userId: string;
  error: string;
  reason: string;
}

function Decision({ item, refusal, reasonMax }: { item: QueueItem; refusal: QueueRefusal | null; reasonMax: number }) {
  const { t } = useLingui();
  const busy = useNavigation().state === "submitting";
  const reasonId = `reason-${item.userId}`;
  return (
    <div className="space-y-3">
      <FormAlert message={refusal?.error} />
      {item.expired ? (
        <p className="text-sm text-red-700">
          <Trans>Ce permis a expiré : il ne peut qu'être refusé.</Trans>
        </p>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="userId" value={item.userId} />
          <input type="hidden" name="version" value={item.version} />
          <Button type="submit" block disabled={busy}>
            <Trans>Permis vérifié</Trans>
          </Button>
        </Form>
      )}
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="refuse" />
        <input type="hidden" name="userId" value={item.userId} />
        <input type="hidden" name="version" value={item.version} />
        <label htmlFor={reasonId} className="block text-sm font-medium text-slate-700">
          <Trans>Motif du refus</Trans>
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          required
          maxLength={reasonMax}
          className={inputClass}
          defaultValue={refusal?.reason ?? ""}
          placeholder={t`Photo illisible, nom différent du profil…`}
        />
        <Button type="submit" variant="outline" block disabled={busy}>
          <Trans>Refuser</Trans>
        </Button>
      </Form>
    </div>
  );
}

/** 'Vérifications': the waiting licences, oldest first, each with its photos and the two decisions. */
export function LicenceQueue({ items, refusal, reasonMax }: { items: readonly QueueItem[]; refusal: QueueRefusal | null; reasonMax: number }) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">
        <Trans>Aucun permis n'attend de vérification.</Trans>
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {items.map((item) => {
        const name = item.memberName;
        const sent = formatLongDate(item.sentAt instanceof Date ? item.sentAt : new Date(item.sentAt), { year: true, time: true }, language);
        return (
          <li key={item.userId} aria-label={t`Permis de ${name}`} className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="font-bold break-words">{item.memberName}</h2>
            <p className="text-sm text-slate-500">
              <Trans>Envoyé le {sent}</Trans>
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">
                <Trans>Numéro</Trans>
              </dt>
              <dd className="break-words">{item.number}</dd>
              <dt className="text-slate-500">
                <Trans>Pays</Trans>
              </dt>
              <dd>{licenceCountryName(item.country, i18n.locale)}</dd>
              <dt className="text-slate-500">
                <Trans>Expire le</Trans>
              </dt>
              <dd className={item.expired ? "font-semibold text-red-700" : undefined}>
                {formatLongDate(item.expiresOn, { year: true }, language)}
                {item.expired ? (
                  <>
                    {" "}
                    <Trans>(expiré)</Trans>
                  </>
                ) : null}
              </dd>
            </dl>
            <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
              <a href={item.frontUrl} target="_blank" rel="noreferrer">
                <img src={item.frontUrl} alt={t`Recto du permis de ${name}`} className="w-full rounded-md border border-slate-200" />
              </a>
              <a href={item.backUrl} target="_blank" rel="noreferrer">
                <img src={item.backUrl} alt={t`Verso du permis de ${name}`} className="w-full rounded-md border border-slate-200" />
              </a>
            </div>
            <div className="mt-4">
              <Decision item={item} refusal={refusal?.userId === item.userId ? refusal : null} reasonMax={reasonMax} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
