import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { type ShownFactor, topFactorWordings } from "../price-factor-words.ts";

/** 'Pourquoi ce prix' : the factors that moved the estimate most, in the page's language ('Kilométrage élevé : −8 %'). */
export function PriceFactors({ factors }: { factors: readonly ShownFactor[] }) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const id = useId();
  const lines = topFactorWordings(factors, i18n, language);
  if (lines.length === 0) return null;
  return (
    <div className="mt-2">
      <p id={id} className="text-xs font-semibold text-slate-700">
        <Trans>Pourquoi ce prix</Trans>
      </p>
      <ul aria-labelledby={id} className="mt-1 flex flex-wrap gap-1.5">
        {lines.map((line) => (
          <li key={line} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
