/**
 * When the app offers to be installed (ADR 0043): from the member's second visit, once the browser
 * says it can install it, and never again once the offer was answered or put away.
 */
export interface InstallOfferState {
  /** Visits counted on this device (one a tab session: sessionStorage). */
  visits: number;
  /** The offer was accepted, refused or dismissed with 'Plus tard'. */
  answered: boolean;
}

export const INSTALL_STORAGE_KEY = "aa-install-offer";

export function shouldOfferInstall(state: InstallOfferState, promptAvailable: boolean): boolean {
  return promptAvailable && !state.answered && state.visits >= 2;
}

/** The stored state, whatever was written under the key (nothing, another shape, garbage). */
export function parseInstallOffer(stored: string | null): InstallOfferState {
  try {
    const value: unknown = stored ? JSON.parse(stored) : null;
    if (value && typeof value === "object") {
      const { visits, answered } = value as Record<string, unknown>;
      return { visits: Number.isSafeInteger(visits) && (visits as number) > 0 ? (visits as number) : 0, answered: answered === true };
    }
  } catch {
    // Unreadable: counted afresh.
  }
  return { visits: 0, answered: false };
}

export function withVisit(state: InstallOfferState): InstallOfferState {
  return { ...state, visits: Math.min(state.visits + 1, 1000) };
}

export function answered(state: InstallOfferState): InstallOfferState {
  return { ...state, answered: true };
}
