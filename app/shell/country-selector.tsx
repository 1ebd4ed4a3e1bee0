import { useLocation, useSubmit } from "react-router";
import { COUNTRIES } from "../lib/countries.ts";

/** A plain form (works without JS); with JS, choosing a country submits at once. */
export function CountrySelector({ country }: { country: string }) {
  const location = useLocation();
  const submit = useSubmit();
  return (
    <form method="post" action="/country" className="flex items-center gap-1">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="country-select" className="sr-only">
        Pays affiché
      </label>
      <select
        id="country-select"
        name="country"
        defaultValue={country}
        key={country}
        onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
        className="max-w-28 rounded-md border border-slate-200 bg-white py-1 pr-1 pl-1.5 text-sm"
      >
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.flag} {c.name}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="text-sm underline">
          OK
        </button>
      </noscript>
    </form>
  );
}
