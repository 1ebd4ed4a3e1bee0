import { useLocation, useSubmit } from "react-router";
import { Trans } from "@lingui/react/macro";
import { COUNTRIES, countryName } from "../lib/countries.ts";
import { usePageLanguage } from "../components/ui/link.tsx";

/** A plain form (works without JS); with JS, choosing a country submits at once. */
export function CountrySelector({ country }: { country: string }) {
  const location = useLocation();
  const submit = useSubmit();
  const language = usePageLanguage();
  const shown = COUNTRIES.find((c) => c.code === country);
  return (
    <form method="post" action="/country" className="relative flex items-center gap-1">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="country-select" className="sr-only">
        <Trans>Pays affiché</Trans>
      </label>
      <select
        id="country-select"
        name="country"
        defaultValue={country}
        key={country}
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
        // On phones the list keeps full names but the closed control shows the flag and the code
        // (the span below); from sm up it shows the whole name.
        className="absolute inset-0 w-full opacity-0 sm:static sm:w-auto sm:rounded-md sm:border sm:border-slate-200 sm:bg-white sm:py-1 sm:pe-1 sm:ps-1.5 sm:text-sm sm:opacity-100"
      >
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.flag} {countryName(c.code, language)}
          </option>
        ))}
      </select>
      <span aria-hidden className="pointer-events-none rounded-md border border-slate-200 bg-white px-2 py-1 text-sm sm:hidden">
        {shown?.flag} {shown?.code} ▾
      </span>
      <noscript>
        <button type="submit" className="text-sm underline">
          OK
        </button>
      </noscript>
    </form>
  );
}
