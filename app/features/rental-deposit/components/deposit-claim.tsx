import { Trans, useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { formatCfa } from "../../../lib/money.ts";
import { bookingThumbnailUrl } from "../../rental-inspections/booking-photo-url.ts";

export interface ClaimFacts {
  amount: number;
  keptAmount: number;
  reason: string | null;
  renterAnswer: "accepted" | "contested" | null;
  contestReason: string | null;
  settledKept: number | null;
  settledAt: Date | string | null;
}

/** The owner's claim on the deposit as both parties and the admins read it: what is kept and why, its photos, the renter's answer, the end. */
export function DepositClaim({ claim, photos }: { claim: ClaimFacts; photos: { id: string; url: string }[] }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const kept = formatCfa(claim.keptAmount, language);
  const amount = formatCfa(claim.amount, language);
  return (
    <div className="space-y-3 text-sm">
      {claim.keptAmount === 0 ? (
        <p>
          <Trans>Le propriétaire a rendu la caution de {amount} en entier.</Trans>
        </p>
      ) : (
        <>
          <p className="font-medium">
            <Trans>
              Retenue demandée par le propriétaire : {kept} sur {amount}
            </Trans>
          </p>
          {claim.reason ? (
            <div>
              <h3 className="font-medium">
                <Trans>Motif de la retenue</Trans>
              </h3>
              <p className="whitespace-pre-line break-words text-slate-700">{claim.reason}</p>
            </div>
          ) : null}
          {photos.length > 0 ? (
            <ul aria-label={t`Photos de la retenue`} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {photos.map((photo, index) => (
                <li key={photo.id} className="min-w-0">
                  {/* A plain anchor: the photo is a file, not a page. */}
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={bookingThumbnailUrl(photo.url)}
                      alt={t`Photo ${index + 1} de la retenue`}
                      loading="lazy"
                      className="aspect-square w-full rounded-md object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {claim.renterAnswer === "accepted" ? (
            <p>
              <Trans>Le locataire a accepté la retenue (ou n'a pas répondu dans les 24 heures).</Trans>
            </p>
          ) : null}
          {claim.renterAnswer === "contested" && claim.contestReason ? (
            <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
              <h3 className="font-medium">
                <Trans>Contestation du locataire</Trans>
              </h3>
              <p className="whitespace-pre-line break-words">{claim.contestReason}</p>
            </div>
          ) : null}
        </>
      )}
      {claim.settledAt && claim.settledKept !== null ? <SettledLine amount={claim.amount} kept={claim.settledKept} /> : null}
    </div>
  );
}

function SettledLine({ amount, kept }: { amount: number; kept: number }) {
  const language = usePageLanguage();
  const keptText = formatCfa(kept, language);
  const back = formatCfa(amount - kept, language);
  return (
    <p className="rounded-md border border-emerald-200 bg-emerald-50 p-3 font-medium text-emerald-900">
      {kept === 0 ? (
        <Trans>Caution réglée : rendue en entier au locataire.</Trans>
      ) : (
        <Trans>
          Caution réglée : {keptText} gardés par le propriétaire, {back} rendus au locataire.
        </Trans>
      )}
    </p>
  );
}
