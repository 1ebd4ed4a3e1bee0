import { type ReactNode, createContext, useContext } from "react";
import { type ImageWidth, variantSrcSet, variantUrl } from "../../lib/images.ts";

/** The storage's public base, from the root loader: the server alone knows where uploads live. */
const UploadsBase = createContext<string | undefined>(undefined);

export function UploadsBaseProvider({ base, children }: { base: string; children: ReactNode }) {
  return <UploadsBase.Provider value={base}>{children}</UploadsBase.Provider>;
}

export interface ImageUrls {
  /** The URL of one stored width of a picture (its storage prefix), or the address itself. */
  src(prefix: string, width: ImageWidth): string;
  srcSet(prefix: string, widths: readonly ImageWidth[]): string | undefined;
}

/** URLs of stored pictures, for components rendered under the root layout. */
export function useImageUrls(): ImageUrls {
  const base = useContext(UploadsBase);
  if (base === undefined) throw new Error("useImageUrls() needs <UploadsBaseProvider> (app/root.tsx)");
  return {
    src: (prefix, width) => variantUrl(base, prefix, width),
    srcSet: (prefix, widths) => variantSrcSet(base, prefix, widths),
  };
}
