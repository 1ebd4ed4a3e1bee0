import { createContext } from "react-router";

/** The CSP nonce of this request, for the inline scripts React Router writes. */
export const nonceContext = createContext<string>("");
