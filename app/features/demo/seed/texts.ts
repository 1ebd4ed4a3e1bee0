import { shortFrenchDay } from "../../bookings/booking-rules.ts";
import type { Fuel } from "./catalogue.ts";
import type { Rng } from "./random.ts";
import { countOf } from "../../../lib/plural.ts";

/** The French the demo's people write: listing descriptions and review comments. */

function formatNumber(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

const FUEL_WORDS: Readonly<Record<Fuel, string>> = { petrol: "essence", diesel: "diesel", hybrid: "hybride", electric: "électrique" };

/** "Caméra de recul" → "caméra de recul", but "GPS" and "4WD" stay as they are. */
function lowerFirst(text: string): string {
  return /^[A-Z0-9]{2,}\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export interface SaleText {
  brand: string;
  model: string;
  year: number;
  mileage: number;
  fuel: Fuel;
  automatic: boolean;
  condition: "new" | "used" | "certified";
  owners: number;
  accidents: number;
  customsCleared: boolean;
  lastService: string | null;
  features: string[];
  city: string;
  userType: string;
  color: string;
}

export function saleDescription(rng: Rng, v: SaleText): string {
  const gearbox = v.automatic ? "boîte automatique" : "boîte manuelle";
  const name = `${v.brand} ${v.model}`;
  const parts: string[] = [];
  const dealer = v.userType === "dealer";
  if (v.condition === "new") {
    parts.push(`${name} ${v.year} neuve, ${gearbox}, ${FUEL_WORDS[v.fuel]}, couleur ${v.color.toLowerCase()}.`);
    parts.push("Véhicule zéro kilomètre, garantie constructeur.");
  } else {
    const intros = [
      `À vendre : ${name} ${v.year}, ${gearbox}, ${FUEL_WORDS[v.fuel]}, ${formatNumber(v.mileage)} km.`,
      `${name} ${v.year} en ${v.accidents === 0 ? "excellent" : "bon"} état, ${formatNumber(v.mileage)} km, ${gearbox}.`,
      `Belle ${name} ${v.year} couleur ${v.color.toLowerCase()}, moteur ${FUEL_WORDS[v.fuel]}, ${gearbox}, ${formatNumber(v.mileage)} km.`,
    ];
    if (!dealer) intros.push(`Je vends ma ${name} de ${v.year} (${FUEL_WORDS[v.fuel]}, ${gearbox}), ${formatNumber(v.mileage)} km au compteur.`);
    parts.push(rng.pick(intros));
    if (v.owners <= 1 && v.accidents === 0) parts.push("Première main, jamais accidentée.");
    else if (v.accidents === 0) parts.push(`${v.owners} propriétaires, aucun accident déclaré.`);
    else parts.push(`${countOf(v.owners, "propriétaire")}, ${v.accidents === 1 ? "un petit accrochage réparé" : "carrosserie reprise après accident"}.`);
    if (v.lastService) {
      parts.push(
        rng.pick([
          `Dernier entretien le ${shortFrenchDay(v.lastService)}, vidange et filtres faits.`,
          `Entretien suivi, dernière révision le ${shortFrenchDay(v.lastService)}.`,
        ]),
      );
    }
    if (v.condition === "certified") parts.push("Véhicule certifié après contrôle en 120 points.");
  }
  parts.push(v.customsCleared ? "Dédouanée, papiers en règle." : "Non dédouanée (arrivage récent), prix en conséquence.");
  if (v.features.length > 0) parts.push(`Équipements : ${v.features.slice(0, 5).map(lowerFirst).join(", ")}.`);
  const closing = dealer
    ? rng.pick([
        `Visible dans notre showroom à ${v.city}. Reprise de votre ancien véhicule possible.`,
        `Garantie 6 mois, financement possible. Essai sur rendez-vous à ${v.city}.`,
        `Disponible immédiatement à ${v.city}, livraison possible dans tout le pays.`,
      ])
    : rng.pick([
        `Visible à ${v.city}. Prix légèrement négociable.`,
        `Visible à ${v.city}, essai possible sur rendez-vous.`,
        `Véhicule à ${v.city}. Pas sérieux s'abstenir.`,
        `Visible à ${v.city}. Paiement en espèces ou par virement.`,
      ]);
  parts.push(closing);
  return parts.join(" ");
}

export function rentalDescription(rng: Rng, v: { brand: string; model: string; year: number; city: string; automatic: boolean; seats: number }): string {
  const usage = rng.pick([
    "vos déplacements en ville",
    "vos voyages à l'intérieur du pays",
    "les mariages, baptêmes et cérémonies",
    "vos missions professionnelles",
    "accueillir vos invités à l'aéroport",
  ]);
  return [
    `${v.brand} ${v.model} ${v.year} disponible à la location à ${v.city}, idéale pour ${usage}.`,
    `${v.seats} places, ${v.automatic ? "boîte automatique" : "boîte manuelle"}, climatisation.`,
    rng.pick([
      "Location avec ou sans chauffeur.",
      "Chauffeur disponible sur demande.",
      "Location sans chauffeur pour les titulaires du permis depuis plus de 3 ans.",
    ]),
    rng.pick([
      "Caution demandée, carburant à la charge du locataire.",
      "Kilométrage illimité en ville, hors carburant.",
      "Véhicule propre et entretenu régulièrement. Livraison possible à domicile.",
      "Réduction à partir d'une semaine de location.",
    ]),
  ].join(" ");
}

/** What buyers write about a sale, by the mark they gave (1 to 5). */
export const REVIEW_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    "Vendeur sérieux et très arrangeant, la voiture correspond exactement à l'annonce.",
    "Excellent contact, véhicule impeccable. Je recommande !",
    "Transaction rapide et transparente, papiers en règle.",
    "Voiture propre, vendeur à l'heure au rendez-vous. Parfait.",
    "Le vendeur m'a laissé faire vérifier la voiture par mon mécanicien, tout était conforme. Merci !",
    "Carnet d'entretien complet et factures à l'appui, on sent que la voiture a été suivie.",
    "Essai routier sans problème, la mutation de la carte grise s'est faite en une semaine.",
    "Très bon accueil, prix honnête et négociation correcte. Je repasserai par lui.",
    "Annonce fidèle, photos récentes et aucune mauvaise surprise à la livraison.",
    "Acheté depuis une autre ville sans me déplacer deux fois : vidéos, documents, tout était clair.",
  ],
  4: [
    "Bon véhicule, quelques petites rayures non mentionnées mais rien de grave.",
    "Vendeur réactif, prix un peu élevé mais voiture en bon état.",
    "Très bonne expérience dans l'ensemble, il a juste fallu relancer pour le double des clés.",
    "Voiture saine, climatisation à recharger comme annoncé. Vendeur de confiance.",
    "Rendez-vous repoussé une fois, mais la voiture valait l'attente.",
    "Bon rapport qualité-prix, les pneus avant sont à changer bientôt.",
    "Échanges cordiaux sur WhatsApp, dédouanement bien expliqué.",
  ],
  3: [
    "Correct, mais le kilométrage me semble optimiste.",
    "Voiture conforme, vendeur difficile à joindre.",
    "Quelques frais imprévus après l'achat (batterie, plaquettes), l'annonce restait vague.",
    "Véhicule correct pour le prix, mais les papiers ont mis trois semaines à arriver.",
    "Le vendeur est aimable, mais la voiture avait plus de traces d'usure que sur les photos.",
  ],
  2: [
    "Plusieurs défauts découverts à l'essai, prix à revoir.",
    "Voyant moteur allumé dès le lendemain, le vendeur ne répond plus depuis.",
    "Rendez-vous annulé deux fois au dernier moment, j'ai fini par acheter ailleurs.",
  ],
  1: ["Annonce peu fidèle à l'état réel du véhicule.", "On m'a demandé un acompte avant toute visite : méfiez-vous."],
};

/** What renters write about a rental, by the mark they gave (1 to 5). */
export const RENTAL_REVIEW_COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    "Location sans souci, véhicule propre et propriétaire ponctuel.",
    "Voiture climatisée et en très bon état, je relouerai sans hésiter.",
    "Propriétaire arrangeant, livraison à l'heure à l'aéroport.",
    "Parfait pour notre mariage : voiture lavée, plein fait et chauffeur courtois.",
    "Réservé pour une semaine de mission à l'intérieur du pays, aucun problème sur la route.",
    "Propriétaire joignable à toute heure, il a même prolongé d'un jour sans frais.",
    "Remise des clés rapide, état des lieux clair, caution rendue le jour même.",
  ],
  4: [
    "Bonne voiture, un peu de retard à la remise des clés mais propriétaire sympathique.",
    "Véhicule confortable pour la famille, seul bémol : pas de câble pour le téléphone.",
    "Tout s'est bien passé, le prix est juste un peu au-dessus du marché.",
    "Location agréable, quelques bruits de suspension sur les pistes mais rien de gênant.",
    "Propriétaire sérieux, il faut simplement prévoir la caution en espèces.",
  ],
  3: [
    "Véhicule correct mais remis avec le réservoir presque vide.",
    "Voiture fonctionnelle, mais la climatisation soufflait à peine l'après-midi.",
    "Rendez-vous déplacé deux fois, la voiture elle-même était correcte.",
  ],
  2: ["Une heure et demie de retard à la livraison, sans prévenir.", "Pneu crevé dès le premier jour et roue de secours dégonflée."],
  1: ["Caution rendue avec deux semaines de retard et des retenues non expliquées."],
};
