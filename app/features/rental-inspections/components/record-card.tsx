import { Trans, useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { numberFormatIn } from "../../../lib/intl-formats.ts";
import type { RecordView } from "../record-view.ts";
import { DEPOSIT_METHOD_LABELS, INSPECTION_STATUS_LABELS, PHASE_TITLES, VIEW_LABELS, fuelChangeLabel, fuelLabel } from "../inspection-rules.ts";
import { recordMoment } from "./record-moment.ts";
import { bookingThumbnailUrl } from "../booking-photo-url.ts";

/** One 'État des lieux' as both parties (and the admins) read it: its facts, its photos, who wrote and who answered it. */
export function RecordCard({ record, phaseTitle }: { record: RecordView; phaseTitle?: string }) {
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const km = (value: number) => numberFormatIn(language).format(value);
  const moment = (instant: Date) => {
    const { day, time } = recordMoment(new Date(instant), language);
    return t`${day} à ${time}`;
  };
  const recorder = `${record.recordedBy.firstName} ${record.recordedBy.lastName}`;
  const answerer = record.answeredBy ? `${record.answeredBy.firstName} ${record.answeredBy.lastName}` : null;
  const headingId = `record-${record.phase}-heading`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-bold break-words">
          {phaseTitle ?? i18n._(PHASE_TITLES[record.phase])}
        </h2>
        <span className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-sm">{i18n._(INSPECTION_STATUS_LABELS[record.status])}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">
          <Trans>Kilométrage</Trans>
        </dt>
        <dd className="break-words">{record.mileage === null ? "—" : t`${km(record.mileage)} km`}</dd>
        <dt className="text-slate-600">
          <Trans>Carburant</Trans>
        </dt>
        <dd>{record.fuelEighths === null ? "—" : i18n._(fuelLabel(record.fuelEighths))}</dd>
        {record.depositMethod ? (
          <>
            <dt className="text-slate-600">
              <Trans>Caution remise</Trans>
            </dt>
            <dd className="break-words">
              {i18n._(DEPOSIT_METHOD_LABELS[record.depositMethod])}
              {record.depositNote ? ` — ${record.depositNote}` : null}
            </dd>
          </>
        ) : null}
      </dl>
      {record.difference ? (
        <ul className="space-y-1 rounded-md bg-slate-50 p-3 text-sm font-medium">
          {record.difference.km !== null ? (
            <li>
              <Trans>Kilomètres parcourus : {km(record.difference.km)} km</Trans>
            </li>
          ) : null}
          {record.difference.fuelChange !== null ? (
            <li>
              <Trans>Carburant : {fuelChangeLabel(record.difference.fuelChange)}</Trans>
            </li>
          ) : null}
        </ul>
      ) : null}
      {record.notes ? (
        <div className="text-sm">
          <h3 className="font-medium">
            <Trans>Remarques</Trans>
          </h3>
          <p className="whitespace-pre-line break-words text-slate-700">{record.notes}</p>
        </div>
      ) : null}
      <ul className="space-y-0.5 text-sm text-slate-600">
        <li className="break-words">
          <Trans>Rédigé par {recorder}</Trans>
        </li>
        {record.submittedAt ? <li>{t`Envoyé le ${moment(record.submittedAt)}`}</li> : null}
        {record.answeredAt && record.status === "confirmed" ? (
          <li className="break-words">
            {answerer ? t`Confirmé par ${answerer} le ${moment(record.answeredAt)}` : t`Confirmé automatiquement le ${moment(record.answeredAt)}`}
          </li>
        ) : null}
        {record.answeredAt && record.status === "contested" ? (
          <li className="break-words">{t`Contesté par ${answerer ?? "—"} le ${moment(record.answeredAt)}`}</li>
        ) : null}
      </ul>
      {record.contestReason ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm break-words whitespace-pre-line text-amber-900">
          <Trans>Motif de la contestation : {record.contestReason}</Trans>
        </p>
      ) : null}
      <RecordPhotos photos={record.photos} />
    </section>
  );
}

/** The record's photos as thumbnails, each opening the full photo; each named by its view (not only by its picture). */
export function RecordPhotos({ photos }: { photos: RecordView["photos"] }) {
  const { t, i18n } = useLingui();
  if (photos.length === 0) return null;
  return (
    <ul aria-label={t`Photos`} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo) => (
        <li key={photo.id} className="min-w-0">
          {/* A plain anchor: the photo is a file, not a page. */}
          <a href={photo.url} target="_blank" rel="noreferrer" className="block">
            <img
              src={bookingThumbnailUrl(photo.url)}
              alt={i18n._(VIEW_LABELS[photo.view])}
              loading="lazy"
              className="aspect-square w-full rounded-md object-cover"
            />
            <span className="mt-0.5 block text-xs break-words text-slate-600">{i18n._(VIEW_LABELS[photo.view])}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
