import { useSyncExternalStore } from "react";

const EMPTY: readonly string[] = Object.freeze([]);

/**
 * A short list of ids kept on the device (localStorage), shared by every component that shows it
 * and by the browser's other tabs. The server and the hydrating render see it empty, so a page
 * rendered once for everyone hydrates as it was sent; the device's list shows right after.
 */
export interface DeviceList {
  read(): readonly string[];
  write(ids: readonly string[]): void;
  use(): readonly string[];
}

export function deviceList(key: string, cap: number): DeviceList {
  const listeners = new Set<() => void>();
  let raw: string | null = null;
  let parsed: readonly string[] = EMPTY;

  const read = (): readonly string[] => {
    let next: string | null = null;
    try {
      next = window.localStorage.getItem(key);
    } catch {
      return EMPTY; // storage refused (private mode, disabled): nothing is kept
    }
    if (next === raw) return parsed;
    raw = next;
    try {
      const value: unknown = next ? JSON.parse(next) : [];
      parsed = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").slice(0, cap) : EMPTY;
    } catch {
      parsed = EMPTY;
    }
    return parsed;
  };

  const write = (ids: readonly string[]) => {
    try {
      if (ids.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(ids.slice(0, cap)));
    } catch {
      // storage full or refused: the list simply is not kept
    }
    for (const listener of listeners) listener();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  };

  return { read, write, use: () => useSyncExternalStore(subscribe, read, () => EMPTY) };
}
