import { Crown } from "lucide-react";
import { Link } from "../../../../components/ui/link.tsx";
import { HeroSearch } from "./hero-search.tsx";
import { Trans } from "@lingui/react/macro";

/** Spec §2 Home: greeting, title and search; a Pro plan badge for subscribers. */
/** `member`: someone is signed in; the greeting's line is kept while their name is on its way. */
export function HomeHero({ firstName, pro, member = false }: { firstName: string | null; pro: boolean; member?: boolean }) {
  return (
    <section
      aria-labelledby="home-title"
      className="flex min-h-[350px] flex-col justify-center bg-gradient-to-br from-brand-600 to-brand-700 px-4 py-10 text-white"
    >
      <div className="mx-auto w-full max-w-3xl">
        {firstName || pro || member ? (
          <div className="mb-3 flex min-h-6 flex-wrap items-center gap-2">
            {firstName ? (
              <p className="text-brand-100">
                <Trans>Bonjour {firstName}</Trans>
              </p>
            ) : null}
            {pro ? (
              <Link to="/subscription" className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">
                <Crown aria-hidden size={14} />
                <Trans>Plan Pro</Trans>
              </Link>
            ) : null}
          </div>
        ) : null}
        <h1 id="home-title" className="text-3xl font-extrabold sm:text-4xl">
          <Trans>Trouvez votre voiture idéale</Trans>
        </h1>
        <p className="mt-2 text-brand-100">
          <Trans>Achetez, vendez et louez des véhicules en toute confiance.</Trans>
        </p>
        <HeroSearch />
      </div>
    </section>
  );
}
