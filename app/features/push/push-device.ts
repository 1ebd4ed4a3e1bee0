/** The browser's side of push on this device: its state, subscribing through the service worker, unsubscribing. */

export type PushDeviceState = "unsupported" | "denied" | "off" | "on";
export const PUSH_ROUTE = "/notifications/push";
/** The site's service worker (its push part is /sw-push.js, which it loads). */
const WORKER = "/sw.js";

function supported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return Notification.permission === "granted" && (await currentSubscription()) ? "on" : "off";
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function post(form: Record<string, string>): Promise<boolean> {
  const response = await fetch(PUSH_ROUTE, { method: "POST", body: new URLSearchParams(form), headers: { Accept: "application/json" } });
  return response.ok;
}

/** Asks the permission, subscribes this browser with the site's VAPID key and gives the subscription to the server. */
export async function turnPushOn(): Promise<PushDeviceState | "failed"> {
  if (!supported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register(WORKER);
  const registration = await navigator.serviceWorker.ready;
  const keyAnswer = await fetch(PUSH_ROUTE, { headers: { Accept: "application/json" } });
  if (!keyAnswer.ok) return "failed";
  const { publicKey } = (await keyAnswer.json()) as { publicKey: string };
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (the site's keys changed) cannot be used: it is made again.
  const key = subscription?.options.applicationServerKey;
  if (
    subscription &&
    key &&
    btoa(String.fromCharCode(...new Uint8Array(key)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "") !== publicKey
  ) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON();
  const saved = await post({ intent: "subscribe", endpoint: subscription.endpoint, p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" });
  return saved ? "on" : "failed";
}

/** Stops notifications on this browser: the server forgets it, then the browser's subscription ends. */
export async function turnPushOff(): Promise<PushDeviceState | "failed"> {
  const subscription = await currentSubscription();
  if (!subscription) return "off";
  if (!(await post({ intent: "unsubscribe", endpoint: subscription.endpoint }))) return "failed";
  await subscription.unsubscribe();
  return "off";
}
