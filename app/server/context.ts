import { createContext } from "react-router";
import type { DataSaverState } from "../lib/data-saver.ts";

/** The CSP nonce of this request, for the inline scripts React Router writes. */
export const nonceContext = createContext<string>("");

/**
 * Set when the page is rendered once for everyone of an audience (ADR 0013, ADR 0035): "member"
 * renders a member's shell with nothing of any one member, whose own bits come from `/moi`.
 */
export const sharedAudienceContext = createContext<"visitor" | "member" | null>(null);

/** Set with the audience: the data saver a shared page is rendered with, as its cache key says (ADR 0046). */
export const dataSaverContext = createContext<DataSaverState | null>(null);
