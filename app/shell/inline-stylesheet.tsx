import { createContext, useContext } from "react";

/**
 * The site's stylesheet, written into the page's head by the server: the first paint waits for
 * no other request. Only the server renderer provides the text; in the browser the context is
 * empty and React keeps the copy already in the page (a hoisted style is matched by its href).
 */
export const StylesheetContext = createContext("");

export function InlineStylesheet() {
  return (
    <style href="autoafrique" precedence="default">
      {useContext(StylesheetContext)}
    </style>
  );
}
