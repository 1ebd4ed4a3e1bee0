import { type BrowserContext } from "@playwright/test";
import { expect, test } from "../journey.ts";
import { signIn, signUpAndSignIn, writeToDealer } from "../support.ts";

/** The journeys' push service, a local server beside the app (playwright.config.ts). */
const PUSH_SERVICE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 9}`;

interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}
interface Payload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const receivedAt = async (endpoint: string): Promise<Payload[]> =>
  (await (await fetch(`${PUSH_SERVICE}/_received?endpoint=${encodeURIComponent(endpoint)}`)).json()) as Payload[];

/**
 * The browser's own push service (Google's, for Chromium) is out of the test's reach: the browser's
 * subscription is one the local push service made, with keys it decrypts with, as a browser's are.
 * Everything else is the browser's: the permission, the service worker, the page's code.
 */
async function subscribeThroughLocalService(context: BrowserContext): Promise<Subscription> {
  const subscription = (await (await fetch(`${PUSH_SERVICE}/_subscribe`, { method: "POST" })).json()) as Subscription;
  await context.grantPermissions(["notifications"]);
  await context.addInitScript((sub: Subscription) => {
    const made = {
      endpoint: sub.endpoint,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem("test-push-subscribed");
        return true;
      },
    };
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem("test-push-subscribed", "1");
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem("test-push-subscribed") ? made : null) as unknown as PushSubscription | null;
    };
  }, subscription);
  return subscription;
}

test("a member turns notifications on for their phone, and the seller's answer reaches it while no page is open", async ({ browser }, testInfo) => {
  const options = { ...testInfo.project.use, baseURL: testInfo.project.use.baseURL };
  const memberContext = await browser.newContext(options);
  const device = await subscribeThroughLocalService(memberContext);
  const member = await memberContext.newPage();
  await signUpAndSignIn(member, "Fatou", "Diallo");

  // The bell offers it…
  await member.goto("/favorites");
  const bell = member.locator("summary[aria-label='Notifications']");
  await bell.click();
  await expect(member.getByRole("button", { name: "Activer les notifications sur ce téléphone" })).toBeVisible();

  // …and the profile, beside the switches per topic.
  await member.goto("/profile");
  const section = member.getByRole("region", { name: "Notifications sur vos appareils" });
  await expect(section.getByText("Aucun appareil ne reçoit vos notifications.")).toBeVisible();
  await section.getByRole("button", { name: "Activer les notifications sur ce téléphone" }).click();
  await expect(member.getByText("Notifications activées sur cet appareil")).toBeVisible();
  await expect(section.getByRole("button", { name: "Désactiver sur cet appareil" })).toBeVisible();
  await member.reload();
  await expect(section.getByText("1 appareil reçoit vos notifications quand aucune page du site n'est ouverte.")).toBeVisible();
  await expect(section.getByText("Nouveaux messages : activée")).toBeVisible();
  // Once on, the bell no longer offers it.
  await bell.click();
  await expect(member.getByRole("button", { name: "Aucune notification" }).or(member.getByText("Aucune notification"))).toBeVisible();
  await expect(member.getByRole("button", { name: "Activer les notifications sur ce téléphone" })).toHaveCount(0);

  // The member writes to the demo dealer about a car, then leaves the site (the page closes; the worker stays).
  const stamp = Date.now().toString(36);
  const conversationPath = await writeToDealer(member, `Bonjour, est-elle encore disponible ? (${stamp})`);
  await member.close();

  // The dealer answers once the member has no page of the site open.
  const dealerContext = await browser.newContext(options);
  const dealer = await dealerContext.newPage();
  await signIn(dealer, "concession@demo.autoafrique.africa", "demo12345");
  await dealer.goto(conversationPath);
  await expect(dealer.getByTestId("presence")).not.toHaveText("En ligne");
  const answer = `Oui, passez la voir demain à Cocody, je serai là toute la matinée. (${stamp})`;
  await dealer.getByLabel("Votre message").fill(answer);
  await dealer.getByRole("button", { name: "Envoyer" }).click();
  await expect(dealer.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible();
  await dealerContext.close();

  // The push service took it, signed with the site's VAPID key and encrypted for the phone: decrypted, it reads as the phone will show it.
  await expect.poll(async () => (await receivedAt(device.endpoint)).length, { timeout: 10_000 }).toBe(1);
  const [pushed] = await receivedAt(device.endpoint);
  expect(pushed).toEqual({ title: "Nouveau message de Jean-Marc Kouassi", body: answer, url: conversationPath, tag: conversationPath });

  // The phone's service worker shows it: the same payload delivered to the worker the button registered.
  const page = await memberContext.newPage();
  await page.goto("/favorites");
  const cdp = await memberContext.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event: { registrations: { registrationId: string; scopeURL: string }[] }) =>
    registrations.push(...event.registrations),
  );
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registrations[0].registrationId, data: JSON.stringify(pushed) });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url })),
      ),
    )
    .toEqual([{ title: "Nouveau message de Jean-Marc Kouassi", body: answer, url: `${origin}${conversationPath}` }]);
  await memberContext.close();
});
