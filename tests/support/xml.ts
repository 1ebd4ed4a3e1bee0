/**
 * Checks that a document is well-formed XML of the plain kind the sitemaps write (declaration,
 * elements, attributes, text; no comments, CDATA or doctype) and returns its elements' text by
 * name, entities read back. Throws on the first fault, saying where.
 */
export function readXml(xml: string): { root: string; texts: (name: string) => string[] } {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/;
  if (!declaration.test(xml)) throw new Error("no XML declaration");
  const body = xml.replace(declaration, "");
  const open: string[] = [];
  const found: { name: string; text: string }[] = [];
  let root = "";
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  let at = 0;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    at = token.lastIndex;
    const [, closing, name, , selfClosing, text] = m;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`bare & in ${JSON.stringify(text.slice(0, 80))}`);
      if (open.length === 0 && text.trim() !== "") throw new Error("text outside the root element");
      if (open.length > 0) found.push({ name: open[open.length - 1], text });
      continue;
    }
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else {
      if (open.length === 0) {
        if (root) throw new Error("a second root element");
        root = name;
      }
      if (!selfClosing) open.push(name);
    }
  }
  if (at !== body.length) throw new Error(`not XML at ${at}: ${JSON.stringify(body.slice(at, at + 40))}`);
  if (open.length > 0) throw new Error(`<${open.join("><")}> left open`);
  const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e] ?? "");
  return { root, texts: (name) => found.filter((f) => f.name === name).map((f) => unescape(f.text)) };
}
