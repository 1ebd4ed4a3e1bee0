import { Trans, useLingui } from "@lingui/react/macro";
import { useDataSaver } from "../../../components/ui/data-saver.tsx";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { useImageUrls } from "../../../components/ui/image-urls.tsx";
import { cx } from "../../../components/ui/cx.ts";
import type { Country } from "../../../lib/countries.ts";
import { formatPrice } from "../../../lib/money.ts";
import { PRICE_SUFFIX, listingHref } from "../../listings/listing.ts";
import { DealBadge } from "../../pricing/components/deal-badge.tsx";
import type { ComparedCar } from "../compare.server.ts";
import { compareHref } from "../compare.ts";
import { compareRows } from "../compare-rows.ts";
import { comparedList } from "../compared-list.ts";

const LABEL =
  "sticky start-0 z-10 w-28 min-w-28 border-b border-slate-200 bg-white p-2 text-start align-top text-xs font-semibold text-slate-600 sm:w-44 sm:text-sm";
const CELL = "min-w-40 border-b border-s border-slate-200 p-2 align-top text-sm";

/**
 * The cars side by side: one column each, the labels pinned on the left while a phone scrolls
 * sideways. A row where the cars differ is tinted, and the best value of a measurable row is
 * marked 'Meilleur'. 'Retirer' is a link to the same comparison without that car.
 */
export function CompareTable({ cars, country }: { cars: readonly ComparedCar[]; country: Country }) {
  const urls = useImageUrls();
  // With the data saver, the photos stay on the listings' pages, where a tap shows them (ADR 0046).
  const saver = useDataSaver();
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const rows = compareRows(cars, i18n);
  const ids = cars.map((c) => c.id);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" data-testid="compare-scroll">
      <table className="w-full border-separate border-spacing-0">
        <caption className="sr-only">
          <Trans>Comparaison des véhicules</Trans>
        </caption>
        <thead>
          <tr>
            <td className={LABEL} />
            {cars.map((car) => {
              const { brand, model } = car;
              return (
                <th key={car.id} scope="col" className={cx(CELL, "text-start font-normal")}>
                  <Link to={listingHref(car.kind, car.id)} className="block">
                    <div className="aspect-[4/3] overflow-hidden rounded-lg bg-slate-200">
                      {car.cover && !saver ? (
                        <img
                          src={urls.src(car.cover, 400)}
                          alt=""
                          width={400}
                          height={300}
                          loading="lazy"
                          decoding="async"
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </div>
                    <span className="mt-2 block font-semibold text-slate-900">{`${car.brand} ${car.model} ${car.year}`}</span>
                  </Link>
                  <Link
                    to={compareHref(ids.filter((id) => id !== car.id))}
                    onClick={() => comparedList.write(comparedList.read().filter((id) => id !== car.id))}
                    className="mt-1 inline-block text-xs text-slate-500 underline"
                    aria-label={t`Retirer ${brand} ${model} de la comparaison`}
                  >
                    <Trans>Retirer</Trans>
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-differs={row.differs || undefined} className={row.differs ? "bg-amber-50" : undefined}>
              <th scope="row" className={cx(LABEL, row.differs && "bg-amber-50 text-slate-900")}>
                {row.label}
                {row.differs ? (
                  <span className="block text-[11px] font-normal text-amber-700">
                    <Trans>Diffère</Trans>
                  </span>
                ) : null}
              </th>
              {cars.map((car, i) => {
                const best = row.best.includes(i);
                const price = row.key === "price";
                return (
                  <td key={car.id} className={cx(CELL, best && "font-semibold text-green-800")}>
                    {price ? (
                      <span className="font-bold text-brand-600">
                        {formatPrice(car.price, country, "XOF", language)}
                        {PRICE_SUFFIX[car.kind]}
                      </span>
                    ) : (
                      row.values[i]
                    )}
                    {best ? (
                      <span className="ms-1 inline-block rounded bg-green-100 px-1 text-[11px] font-semibold text-green-800">
                        <Trans>Meilleur</Trans>
                      </span>
                    ) : null}
                    {price && car.deal ? (
                      <div className="mt-1">
                        <DealBadge deal={car.deal} />
                      </div>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
