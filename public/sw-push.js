/* Push notifications, loaded by the site's service worker (importScripts("/sw-push.js")). */
/* global self, clients */

/** A push's payload, encrypted by the server for this browser and decrypted by it: { title, body, url, tag }. */
function readPush(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === "string") return data;
  } catch {
    /* not ours: shown as a plain notice below */
  }
  return { title: "AutoAfrique", body: "Vous avez une nouvelle notification.", url: "/", tag: "autoafrique" };
}

/** Only a page of this site is opened from a notification. */
function pageUrl(url) {
  const target = new URL(typeof url === "string" ? url : "/", self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL("/", self.location.origin).href;
}

self.addEventListener("push", (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      data: { url: pageUrl(push.url) },
      icon: "/favicon.svg",
      badge: "/favicon.svg",
      // News of the same conversation or page replaces the one before, without ringing again.
      tag: push.tag || push.url,
      lang: "fr",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((w) => w.url === url);
      if (same) return same.focus();
      const ours = windows.find((w) => new URL(w.url).origin === self.location.origin && "navigate" in w);
      if (ours) {
        await ours.focus();
        return ours.navigate(url);
      }
      return clients.openWindow(url);
    })(),
  );
});
