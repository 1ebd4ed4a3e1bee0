/**
 * Structured data for search engines, rendered with the page's HTML. `blocks` are JSON texts
 * already escaped for a script element (`jsonLdText`), so none can close it.
 */
export function JsonLd({ blocks }: { blocks: readonly string[] }) {
  return (
    <>
      {blocks.map((text, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
      ))}
    </>
  );
}
