import { Search } from "lucide-react";
import { Form } from "../../../../components/ui/link.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Trans, useLingui } from "@lingui/react/macro";

/**
 * Spec §5 "Hero search: blank text ignored". Without JavaScript, `required` and the pattern keep a
 * blank search from being sent; with it, the browser's warning is silenced and nothing happens.
 */
export function HeroSearch() {
  const { t } = useLingui();
  return (
    <Form
      method="get"
      action="/listings"
      role="search"
      className="mt-6 flex gap-2"
      onSubmit={(event) => {
        const text = new FormData(event.currentTarget).get("search");
        if (typeof text !== "string" || text.trim() === "") event.preventDefault();
      }}
    >
      <label htmlFor="hero-search" className="sr-only">
        <Trans>Rechercher un véhicule</Trans>
      </label>
      <input
        id="hero-search"
        type="search"
        name="search"
        required
        pattern=".*\S.*"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t`Marque, modèle, année...`}
        onInvalid={(event) => event.preventDefault()}
        className="min-w-0 flex-1 rounded-md bg-white px-2.5 py-2.5 text-base text-slate-900 placeholder:text-sm placeholder:text-slate-500 sm:placeholder:text-base"
      />
      <Button type="submit" variant="dark" size="lg" className="max-sm:px-3 max-sm:text-sm">
        <Search aria-hidden size={18} className="hidden sm:block" />
        <span>
          <Trans>Rechercher</Trans>
        </span>
      </Button>
    </Form>
  );
}
