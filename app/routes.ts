import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from "@react-router/dev/routes";
import { inLanguage } from "./routes-language.ts";
import { PREFIXED_LANGUAGES } from "./lib/language.ts";

/**
 * Routes that answer bytes or data, never words: one URL each. Every other route is a page, served
 * in French at its path and in each other language under its prefix (ADR 0049, 0057).
 */
const resources: RouteConfigEntry[] = [
  // A device's push subscription, kept or removed, and the VAPID key it subscribes with (a resource route: it checks the session itself).
  route("notifications/push", "routes/push-subscription.ts"),
  // The filter sheet's live count of a browse query (a resource route, open to visitors like browse).
  route("listings/nombre", "routes/listings-count.ts"),
  // The calendar's taken days, re-read live (a resource route, open to visitors like the page).
  route("rental/:id/calendar", "routes/rental-calendar.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // The files the sitemap index names: /sitemaps/site-fr-1.xml, /sitemaps/sn-fr-1.xml… (ADR 0045).
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("ads/:id/click", "routes/ad-click.ts"),
  route("photos/:kind/:id", "routes/listing-photos.ts"),
  // The detail pages' view beacon (a POST: counting is a change).
  route("vues", "routes/listing-view.ts"),
  // Payment providers' signed webhooks (Stripe's, and the mobile-money providers' to come).
  route("webhooks/:provider", "routes/payment-webhook.ts"),
  // SMS gateways' delivery reports: Twilio's signed, Africa's Talking's with a secret token in the URL.
  route("webhooks/sms/:provider/:token?", "routes/sms-webhook.ts"),
  // The WhatsApp Cloud API's webhook: its subscription check and its signed receipts (ADR 0038).
  route("webhooks/whatsapp", "routes/whatsapp-webhook.ts"),
  // The member's subscription status, re-checked by the browser every minute (free for a visitor).
  route("subscription/status", "routes/subscription-status.ts"),
  // The public API for dealers' software (keys made at /pro/api; ADR 0063): JSON, its own errors.
  route("api/v1/openapi.json", "routes/api-v1-openapi.ts"),
  route("api/v1/listings", "routes/api-v1-listings.ts"),
  route("api/v1/listings/:id", "routes/api-v1-listing.ts"),
  route("api/v1/listings/:id/photos", "routes/api-v1-listing-photos.ts"),
  route("api/v1/leads", "routes/api-v1-leads.ts"),
  // The import's template, 'modele.csv' or 'modele.xlsx' (open to all: it holds only the columns).
  route("pro/import/modele/:file", "routes/stock-template.ts"),
  // An import's progress, re-read by its page's bar (a resource route: it checks the session itself).
  route("pro/import/:id/progression", "routes/stock-import-progress.ts"),
  // 'Exporter mes contacts': the leads of the member's listings as CSV (it checks the session itself).
  route("dashboard/contacts.csv", "routes/leads-export.ts"),
  // A driving licence's photo (recto, verso): to its member, an admin, the owner of a rental they asked for.
  route("permis/:userId/:side", "routes/licence-photo.ts"),
  // A photo of a rental's records or deposit claim: to the booking's two parties and admins.
  route("bookings/:id/photos/:photoId", "routes/booking-photo.ts"),
];

const pages: RouteConfigEntry[] = [
  index("routes/home.tsx"),
  route("auth", "routes/auth.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  // The one-click link of the mails about unread messages: signed, no sign-in.
  route("emails/desabonnement", "routes/unsubscribe.tsx"),
  // The one-click 'Renouveler' of the mails before a listing expires: signed, no sign-in.
  route("annonces/:id/renouveler", "routes/listing-renewal.tsx"),
  // The close button of the home page's card 'Votre annonce est en ligne': only an action; a GET goes home.
  route("annonces/:id/carte-en-ligne", "routes/posted-card-close.ts"),
  route("country", "routes/country.tsx"),
  // The header's language switch: only an action (the cookie, a member's account); a GET goes home.
  route("langue", "routes/language.ts"),
  route("economiseur-donnees", "routes/data-saver.tsx"),
  // A member's own bits on the pages every member shares (a resource route: it checks the session itself).
  route("moi", "routes/personal-bits.ts"),
  // Only an action (the bell's "mark as read", which checks the session); a GET goes home.
  route("notifications", "routes/notifications.tsx"),
  // Older messages for the chat's scroll (a resource route: it checks the session itself).
  route("messages/:id/history", "routes/messages-history.ts"),
  // The language model's wording of a valuation, asked by /sell/evaluer once shown (a resource route: it checks the session itself).
  route("sell/evaluer/texte", "routes/valuation-text.ts"),
  // 'Télécharger mes données' (a resource route: it checks the session itself).
  route("profile/donnees", "routes/profile-data.ts"),
  route("listings", "routes/listings.tsx"),
  // Up to three listings side by side; the link is the state (open to visitors).
  route("comparer", "routes/compare.tsx"),
  // 'Récemment consultées': cards by ids for a visitor's device list, a member's own list, and the
  // device's list merged after sign-in (a resource route: it checks the session itself).
  route("recemment-consultees/cartes", "routes/recently-viewed-cards.ts"),
  // 'Enregistrer cette recherche': sends a visitor to sign in and back here with the search kept.
  route("recherches/nouvelle", "routes/saved-search-new.tsx"),
  route("listing/:id", "routes/listing-detail.tsx", { id: "sale-detail" }),
  route("rental/:id", "routes/rental-detail.tsx", { id: "rental-detail" }),
  // 'Faire une offre' from a sale's page: sends a visitor to sign in and back here.
  route("listing/:id/offre", "routes/make-offer.tsx"),
  // Where 'Contacter' leads a visitor once signed in: the chat with the seller or owner.
  route("listing/:id/contacter", "routes/listing-contact.tsx", { id: "sale-contact" }),
  route("rental/:id/contacter", "routes/listing-contact.tsx", { id: "rental-contact" }),
  route("sell", "routes/sell.tsx"),
  route("profile/:userId", "routes/profile-public.tsx"),
  // The sandbox payment provider's checkout and portal: served while no real card provider is
  // configured (404 with Stripe), and only to the payer signed in.
  route("checkout/sandbox/:id", "routes/sandbox-checkout.tsx"),
  route("checkout/sandbox-portail", "routes/sandbox-portal.tsx"),
  // 'Signaler' a listing or an account (the action answers a visitor with /auth).
  route("signaler", "routes/report.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("data-protection", "routes/data-protection.tsx"),
  // The public API's readable documentation (the OpenAPI file at /api/v1/openapi.json).
  route("api/docs", "routes/api-docs.tsx"),

  // Pages that need an account, guarded once in the layout's loader. The favourites page is here;
  // its action (the heart on public pages) answers visitors itself, and actions are not guarded
  // by a layout's loader.
  layout("routes/layouts/signed-in.tsx", [
    route("sell/louer", "routes/sell-listing.tsx", { id: "sell-rental" }),
    route("sell/evaluer", "routes/sell-evaluer.tsx"),
    route("messages", "routes/messages.tsx"),
    route("messages/:id", "routes/conversation.tsx"),
    route("bookings", "routes/bookings.tsx"),
    // One booking: its terms, deposit, records and what each party may do next.
    route("bookings/:id", "routes/booking.tsx"),
    // 'État des lieux' at pick-up (depart) and return (retour).
    route("bookings/:id/etat-des-lieux/:phase", "routes/booking-inspection.tsx"),
    // 'Caution': the owner gives it back or keeps part; the renter accepts or contests.
    route("bookings/:id/caution", "routes/booking-deposit.tsx"),
    route("profile", "routes/profile.tsx"),
    route("profile/edit", "routes/profile-edit.tsx"),
    route("profile/supprimer", "routes/profile-delete.tsx"),
    route("profile/telephone", "routes/profile-phone.tsx"),
    // 'Permis de conduire': both sides, number, country, expiry; then an admin's check.
    route("profile/permis", "routes/profile-licence.tsx"),
    route("annonces/:id/modifier", "routes/listing-edit.tsx"),
    route("favorites", "routes/favorites.tsx"),
    route("recemment-consultees", "routes/recently-viewed.tsx"),
    route("recherches", "routes/saved-searches.tsx"),
    route("promote", "routes/promote.tsx"),
    route("dashboard", "routes/dashboard.tsx"),
    route("subscription", "routes/subscription.tsx"),
    route("subscription-success", "routes/subscription-success.tsx"),
    route("payment-success", "routes/payment-success.tsx"),
    // 'Importer mon stock' and one import's preview, progress and report (Pro members and dealers).
    route("pro/import", "routes/pro-import.tsx"),
    route("pro/import/:id", "routes/pro-import-run.tsx"),
    // 'Clés API': the public API's keys, made, named and revoked.
    route("pro/api", "routes/pro-api.tsx"),
  ]),
  // The sale form names its reason in the sign-in message.
  layout("routes/layouts/signed-in-to-post.tsx", [route("sell/vendre", "routes/sell-listing.tsx", { id: "sell-sale" })]),
  layout("routes/layouts/admin.tsx", [
    route("admin", "routes/admin.tsx"),
    // 'Vérifications': driving licences waiting for a check.
    route("admin/verifications", "routes/admin-verifications.tsx"),
    // 'Litiges': contested records and deposits, and one dispute with both records side by side.
    route("admin/litiges", "routes/admin-disputes.tsx"),
    route("admin/litiges/:id", "routes/admin-dispute.tsx"),
  ]),
];

export default [
  ...resources,
  ...pages,
  ...PREFIXED_LANGUAGES.flatMap((language) => prefix(language, inLanguage(language, pages))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
