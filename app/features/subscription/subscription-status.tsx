import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { FREE_STATUS, type SubscriptionStatus } from "./pro-rule.ts";

export type MemberSubscription = SubscriptionStatus & { pro: boolean };

/** Spec 000 §4 and §9: re-checked every 60 s, each check given 5 s. */
export const RECHECK_MS = 60_000;
export const CHECK_TIMEOUT_MS = 5_000;
export const STATUS_PATH = "/subscription/status";

const FREE: MemberSubscription = { ...FREE_STATUS, pro: false };

interface Value {
  status: MemberSubscription;
  /** Reads the status again now (after a checkout); a failure or a timeout falls back to free. */
  refresh: () => Promise<MemberSubscription>;
}

const SubscriptionContext = createContext<Value>({ status: FREE, refresh: async () => FREE });

async function check(): Promise<MemberSubscription> {
  try {
    const response = await fetch(STATUS_PATH, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!response.ok) return FREE;
    return (await response.json()) as MemberSubscription;
  } catch {
    return FREE;
  }
}

/**
 * The signed-in member's subscription: read by the server with each page (so at sign-in and
 * sign-out), then checked again every minute while a page stays open.
 */
export function SubscriptionStatusProvider({ initial, children }: { initial: MemberSubscription | null; children: React.ReactNode }) {
  const [status, setStatus] = useState<MemberSubscription>(initial ?? FREE);
  const signedIn = initial !== null;
  const { subscribed, productId, subscriptionEnd, pro } = initial ?? FREE;

  useEffect(() => {
    setStatus({ subscribed, productId, subscriptionEnd, pro });
  }, [subscribed, productId, subscriptionEnd, pro]);

  const refresh = useCallback(async () => {
    const next = await check();
    setStatus(next);
    return next;
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => void refresh(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [signedIn, refresh]);

  const value = useMemo(() => ({ status, refresh }), [status, refresh]);
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}

export function useSubscription(): Value {
  return useContext(SubscriptionContext);
}
