// Push handlers (Web Push) are added here; the service worker loads this file first.
