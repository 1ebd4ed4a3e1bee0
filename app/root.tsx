import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/root";
import { shellData } from "./shell/shell-data.server.ts";
import { getSessionUser } from "./features/accounts/session.server.ts";
import { SubscriptionStatusProvider } from "./features/subscription/subscription-status.tsx";
import { BottomBar } from "./shell/bottom-bar.tsx";
import { Footer } from "./shell/footer.tsx";
import { Header } from "./shell/header.tsx";
import { InlineStylesheet } from "./shell/inline-stylesheet.tsx";
import { LiveEvents } from "./shell/live-events.tsx";
import { Splash } from "./shell/splash.tsx";
import { Toaster } from "./shell/toaster.tsx";
import { InstallOffer } from "./shell/install-offer.tsx";
import { OfflineBanner } from "./shell/offline-banner.tsx";
import { ServiceWorker } from "./shell/service-worker.tsx";
import { CompareTray } from "./features/compare/components/compare-tray.tsx";
import { DeviceRecentsMerge } from "./features/recently-viewed/components/device-recents-merge.tsx";
import { buttonClass } from "./components/ui/button-class.ts";
import { UploadsBaseProvider } from "./components/ui/image-urls.tsx";
import { hydrationEnded } from "./components/ui/use-hydrated.ts";
import { dataSaverContext, nonceContext, sharedAudienceContext } from "./server/context.ts";
import { DataSaverProvider } from "./components/ui/data-saver.tsx";
import { requestDataSaver } from "./server/data-saver-cookie.server.ts";
import { countryCookieHeader, chosenCountry, selectedCountry } from "./server/country-cookie.server.ts";
import { chosenLanguage, languageCookieHeader } from "./server/language-cookie.server.ts";
import { PersonalBitsProvider, usePersonalBits } from "./shell/personal-bits.tsx";
import { methodNotAllowedInFrench } from "./server/method-not-allowed.server.ts";
import { redirectsInPageLanguage } from "./server/language-redirects.server.ts";
import { storage } from "./server/storage.server.ts";
import { readToast } from "./server/toast.server.ts";
import { requestLanguage, routeMessages } from "./server/i18n.server.ts";
import { pageI18n } from "./lib/messages.ts";
import { PageLanguage } from "./components/ui/page-language.tsx";
import { useLocalizedPath } from "./components/ui/link.tsx";
import { useShownText } from "./components/ui/shown-text.ts";
import { ErrorReference } from "./shell/error-reference.tsx";
import { DEFAULT_LANGUAGE, directionOf } from "./lib/language.ts";

// Wraps every route: a form sent where no action takes one is answered in French; a redirect keeps the page's language.
export const middleware: Route.MiddlewareFunction[] = [methodNotAllowedInFrench, redirectsInPageLanguage];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // A page rendered once for every member holds nobody's shell: each member's comes from /moi (ADR 0035).
  const audience = context.get(sharedAudienceContext);
  const user = audience ? null : await getSessionUser(request);
  const [country, chosen, shell, { toast, headers }] = await Promise.all([
    selectedCountry(request, user?.country),
    chosenCountry(request),
    user ? shellData(user) : null,
    readToast(request),
  ]);
  // A member who never picked a country keeps their profile's: said once in the cookie, their
  // next browse pages are the ones every member of that country shares.
  if (user && !chosen) headers.append("Set-Cookie", await countryCookieHeader(country));
  // Likewise a member's account language, which the server reads from the cookie alone (ADR 0049).
  if (user?.language && !chosenLanguage(request)) headers.append("Set-Cookie", languageCookieHeader(user.language));
  const member = audience === "member" || user !== null;
  // A shared page is rendered with the data saver its cache key names (ADR 0046).
  const dataSaver = context.get(dataSaverContext) ?? requestDataSaver(request, user?.dataSaver);
  const language = requestLanguage(request);
  const messages = routeMessages(request, "root");
  return data(
    { country, language, messages, member, shell, toast, dataSaver, nonce: context.get(nonceContext), uploadsBase: storage().publicBase },
    { headers },
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const nonce = root?.nonce;
  const language = root?.language ?? DEFAULT_LANGUAGE;
  const matches = useMatches();
  const i18n = pageI18n(
    language,
    root?.country,
    matches.map((match) => match.loaderData),
  );
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ea580c" />
        {/* Photos from a bucket or CDN: its connection is opened while the page is still parsed. */}
        {root && /^https?:\/\//.test(root.uploadsBase) ? <link rel="preconnect" href={new URL(root.uploadsBase).origin} /> : null}
        <Meta />
        <InlineStylesheet />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <PageLanguage i18n={i18n} revision={matches}>
          {root ? <Splash nonce={nonce} /> : null}
          {children}
        </PageLanguage>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = pageI18n(
    loaderData?.language ?? DEFAULT_LANGUAGE,
    loaderData?.country,
    matches.map((match) => match?.loaderData),
  );
  return [
    { title: i18n._(msg`AutoAfrique — Votre marketplace automobile`) },
    { name: "description", content: i18n._(msg`Achetez, vendez et louez des véhicules en Afrique de l'Ouest.`) },
  ];
};

export default function App({ loaderData }: Route.ComponentProps) {
  // After every component's own effects of the first render: later mounts are plain renders.
  useEffect(hydrationEnded, []);
  return (
    <UploadsBaseProvider base={loaderData.uploadsBase}>
      <DataSaverProvider state={loaderData.dataSaver}>
        <PersonalBitsProvider member={loaderData.member} shared={loaderData.member && !loaderData.shell} revision={loaderData}>
          <Shell data={loaderData} />
        </PersonalBitsProvider>
      </DataSaverProvider>
    </UploadsBaseProvider>
  );
}

/** The page's frame: its member's shell as the page carries it, or as /moi tells it on a page every member shares. */
function Shell({ data }: { data: RootData }) {
  const { bits } = usePersonalBits();
  const shell = data.shell ?? (data.member ? bits?.shell : null) ?? null;
  // Signed in, and the shell not read yet: the header keeps the account's place.
  const pending = data.member && !shell && bits === undefined;
  return (
    <SubscriptionStatusProvider initial={shell?.subscription ?? null}>
      <div className="flex min-h-screen flex-col">
        <Header country={data.country} shell={shell} pending={pending} />
        {/* Below the fixed header; the room for the phone's bottom bar is the footer's, at the page's end. */}
        <main className="flex-1 pt-14">
          <Outlet />
        </main>
        <Footer />
        <BottomBar unreadMessages={shell?.unreadMessages ?? 0} />
        <Toaster toast={data.toast} />
        <OfflineBanner />
        <InstallOffer />
        <ServiceWorker />
        {data.member ? <LiveEvents /> : null}
        <CompareTray />
        {data.member ? <DeviceRecentsMerge /> : null}
      </div>
    </SubscriptionStatusProvider>
  );
}

/** The French words of a refused request the server threw (400, 403, 413), never React Router's own text. */
function refusalText(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || (error as { internal?: boolean }).internal) return undefined;
  return [400, 403, 413].includes(error.status) && typeof error.data === "string" ? error.data : undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const refusal = refusalText(error);
  const say = useShownText();
  const localized = useLocalizedPath();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-brand-600">{status}</p>
      <h1 className="text-xl font-semibold">{notFound ? <Trans>Page introuvable</Trans> : <Trans>Une erreur est survenue</Trans>}</h1>
      <p className="text-slate-600">
        {notFound ? (
          <Trans>La page que vous cherchez n'existe pas ou a été déplacée.</Trans>
        ) : refusal ? (
          say(refusal)
        ) : (
          <Trans>Nous n'avons pas pu afficher cette page. Réessayez dans un instant.</Trans>
        )}
      </p>
      {status >= 500 ? <ErrorReference /> : null}
      <a href={localized("/")} className={buttonClass()}>
        <Trans>Accueil</Trans>
      </a>
    </main>
  );
}
