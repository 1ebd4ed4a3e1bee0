import { Trans } from "@lingui/react/macro";
import { createContext, useContext } from "react";
import { useLocation } from "react-router";
import { failedDataRequestId } from "./failed-data-request.ts";

/** The id of the request being rendered, given by the server's renderer (entry.server.tsx) only. */
export const RequestIdContext = createContext<string | undefined>(undefined);

/** The reference the server wrote into the error page, read before React hydrates it. */
const servedReference = typeof document === "undefined" ? undefined : (document.querySelector("[data-request-id]")?.textContent ?? undefined);

/**
 * The request whose failure is shown: the server's own while it renders; in the browser, the page's
 * failed data request after a navigation, else the reference of the error page it was served as.
 * A failure of the browser alone has none: the server's logs would know nothing of it.
 */
function useReference(): string | undefined {
  const rendering = useContext(RequestIdContext);
  const { pathname } = useLocation();
  return rendering ?? failedDataRequestId(pathname) ?? servedReference;
}

/** Under an unexpected error, the request's id, for a member to quote and the support to find in the logs. */
export function ErrorReference() {
  const id = useReference();
  if (!id) return null;
  return (
    <div className="space-y-1 text-sm text-slate-500">
      <p>
        <Trans>
          Référence :{" "}
          <code className="select-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800" data-request-id="">
            {id}
          </code>
        </Trans>
      </p>
      <p>
        <Trans>Donnez cette référence au support pour que nous retrouvions ce qui s'est passé.</Trans>
      </p>
    </div>
  );
}
