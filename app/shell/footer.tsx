import { Link } from "../components/ui/link.tsx";
import { DataSaverSwitch } from "../components/ui/data-saver.tsx";

export function Footer() {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 pb-20 text-slate-300 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <h2 className="mb-3 font-semibold text-white">Acheter</h2>
          <ul className="space-y-2 text-sm">
            <li><Link to="/listings">Voitures à vendre</Link></li>
            <li><Link to="/listings?type=location">Voitures à louer</Link></li>
            <li><Link to="/favorites">Mes favoris</Link></li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">Vendre</h2>
          <ul className="space-y-2 text-sm">
            <li><Link to="/sell/vendre">Vendre mon véhicule</Link></li>
            <li><Link to="/sell/louer">Louer mon véhicule</Link></li>
            <li><Link to="/sell/evaluer">Évaluer mon véhicule</Link></li>
            <li><Link to="/subscription">Plan Pro</Link></li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 font-semibold text-white">Informations légales</h2>
          <ul className="space-y-2 text-sm">
            <li><Link to="/privacy-policy">Politique de confidentialité</Link></li>
            <li><Link to="/terms-of-service">Conditions d'utilisation</Link></li>
            <li><Link to="/data-protection">Protection des données</Link></li>
          </ul>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-6">
        <DataSaverSwitch className="max-w-xs" />
        <p className="mt-1 text-xs text-slate-500">Les photos ne se chargent que si vous les touchez, dans leur plus petite taille.</p>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-500">© 2025 AutoAfrique. Tous droits réservés.</p>
    </footer>
  );
}
