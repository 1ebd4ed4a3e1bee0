/* The site's service worker: for now only its push notifications (/sw-push.js). */
importScripts("/sw-push.js");
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
