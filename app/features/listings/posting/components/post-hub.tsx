import { Calculator, Car, ChevronRight, KeyRound } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "../../../../components/ui/link.tsx";
import { Trans, useLingui } from "@lingui/react/macro";

interface Card {
  to: string;
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }>;
  proOnly?: boolean;
}

/** The /sell hub: sell, rent out or value a vehicle. */
export function PostHub({ evaluationProOnly }: { evaluationProOnly: boolean }) {
  const { t } = useLingui();
  const cards: Card[] = [
    { to: "/sell/vendre", title: t`Vendre mon véhicule`, text: t`Publiez une annonce de vente avec photos et détails.`, Icon: Car },
    { to: "/sell/louer", title: t`Louer mon véhicule`, text: t`Proposez votre véhicule à la location à la journée.`, Icon: KeyRound },
    {
      to: "/sell/evaluer",
      title: t`Évaluer mon véhicule`,
      text: t`Estimez la valeur de votre véhicule sur le marché.`,
      Icon: Calculator,
      proOnly: evaluationProOnly,
    },
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">
        <Trans>Que souhaitez-vous faire&nbsp;?</Trans>
      </h1>
      <p className="mt-1 mb-5 text-slate-600">
        <Trans>Choisissez le type d'annonce à publier.</Trans>
      </p>
      <ul className="space-y-3">
        {cards.map(({ to, title, text, Icon, proOnly }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Icon aria-hidden size={24} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2 font-semibold">
                  {title}
                  {proOnly ? (
                    <span className="rounded bg-amber-400 px-1.5 py-0.5 text-[11px] font-bold text-slate-900">
                      <Trans>Pro uniquement</Trans>
                    </span>
                  ) : null}
                </span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
              <ChevronRight aria-hidden size={20} className="shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Trans>La publication est rapide et gratuite. Commencez dès maintenant !</Trans>
      </p>
    </div>
  );
}
