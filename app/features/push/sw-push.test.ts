import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const SOURCE = readFileSync(resolve("public/sw-push.js"), "utf8");
const ORIGIN = "https://autoafrique.africa";

interface Shown {
  title: string;
  options: { body: string; data: { url: string }; tag: string; icon: string };
}

/** public/sw-push.js run in a worker's global scope made of plain objects: what it shows, focuses and opens. */
function worker(windows: { url: string }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const clients = {
    matchAll: async () =>
      windows.map((w) => ({
        url: w.url,
        focus: async () => focused.push(w.url),
        navigate: async (url: string) => navigated.push(url),
      })),
    openWindow: async (url: string) => opened.push(url),
  };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification: async (title: string, options: Shown["options"]) => shown.push({ title, options }) },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(SOURCE, { self, clients, URL });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  const push = (data: string | null) => fire("push", { data: data === null ? null : { json: () => JSON.parse(data) } });
  const click = (url: unknown) => fire("notificationclick", { notification: { data: { url }, close: () => {} } });
  return { push, click, shown, focused, opened, navigated };
}

describe("the service worker's push part", () => {
  it("shows the push's title and text, keeping the page to open, one notification per conversation", async () => {
    const w = worker();
    await w.push(JSON.stringify({ title: "Nouveau message de Awa Koné", body: "Bonjour…", url: "/messages/1", tag: "/messages/1" }));
    expect(w.shown).toMatchObject([
      { title: "Nouveau message de Awa Koné", options: { body: "Bonjour…", data: { url: `${ORIGIN}/messages/1` }, tag: "/messages/1" } },
    ]);
  });

  it("shows a plain notice for a push it cannot read, and never opens another site", async () => {
    const w = worker();
    await w.push("pas du json");
    await w.push(JSON.stringify({ title: "Piège", body: "x", url: "https://evil.example/", tag: "t" }));
    expect(w.shown[0]).toMatchObject({ title: "AutoAfrique", options: { data: { url: `${ORIGIN}/` } } });
    expect(w.shown[1].options.data.url).toBe(`${ORIGIN}/`);
  });

  it("on a tap, focuses the tab already at the page, else takes one of ours there, else opens a window", async () => {
    const at = worker([{ url: `${ORIGIN}/messages/1` }]);
    await at.click(`${ORIGIN}/messages/1`);
    expect(at.focused).toEqual([`${ORIGIN}/messages/1`]);
    expect(at.opened).toEqual([]);

    const ours = worker([{ url: `${ORIGIN}/favorites` }]);
    await ours.click(`${ORIGIN}/messages/1`);
    expect(ours.navigated).toEqual([`${ORIGIN}/messages/1`]);

    const none = worker();
    await none.click(`${ORIGIN}/bookings`);
    expect(none.opened).toEqual([`${ORIGIN}/bookings`]);
    await none.click("https://evil.example/");
    expect(none.opened[1]).toBe(`${ORIGIN}/`);
  });
});
