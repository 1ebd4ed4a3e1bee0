import { Trans } from "@lingui/react/macro";
import { Link, usePageLanguage } from "../components/ui/link.tsx";
import { StaticContent } from "../components/ui/static-content.tsx";
import { DataSaverSwitch } from "../components/ui/data-saver.tsx";

export function Footer() {
  const language = usePageLanguage();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 pb-20 text-slate-300 md:pb-0">
      <StaticContent className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3" deps={[language]}>
        <div>
          <h2 className="mb-3 font-semibold text-white">
            <Trans>Acheter</Trans>
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/listings">
                <Trans>Voitures à vendre</Trans>
              </Link>
            </li>
            <li>
              <Link to="/listings?type=location">
                <Trans>Voitures à louer</Trans>
              </Link>
            </li>
            <li>
              <Link to="/favorites">
                <Trans>Mes favoris</Trans>
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">
            <Trans>Vendre</Trans>
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/sell/vendre">
                <Trans>Vendre mon véhicule</Trans>
              </Link>
            </li>
            <li>
              <Link to="/sell/louer">
                <Trans>Louer mon véhicule</Trans>
              </Link>
            </li>
            <li>
              <Link to="/sell/evaluer">
                <Trans>Évaluer mon véhicule</Trans>
              </Link>
            </li>
            <li>
              <Link to="/subscription">
                <Trans>Plan Pro</Trans>
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">
            <Trans>Informations légales</Trans>
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/privacy-policy">
                <Trans>Politique de confidentialité</Trans>
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service">
                <Trans>Conditions d'utilisation</Trans>
              </Link>
            </li>
            <li>
              <Link to="/data-protection">
                <Trans>Protection des données</Trans>
              </Link>
            </li>
          </ul>
        </div>
      </StaticContent>
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <DataSaverSwitch className="max-w-xs" />
        <p className="mt-1 text-xs text-slate-400">
          <Trans>Les photos ne se chargent que si vous les touchez, dans leur plus petite taille.</Trans>
        </p>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        <Trans>© 2025 AutoAfrique. Tous droits réservés.</Trans>
      </p>
    </footer>
  );
}
