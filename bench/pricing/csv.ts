/** Rows of a CSV file with a header line: double-quoted fields may hold commas and "" for a quote. */
export function parseCsv(text: string): Record<string, string>[] {
  const lines: string[][] = [];
  let field = "";
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      lines.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length > 0) lines.push([...row, field]);
  const [header, ...body] = lines.filter((l) => l.some((f) => f !== ""));
  return body.map((cells) => Object.fromEntries((header ?? []).map((name, i) => [name, cells[i] ?? ""])));
}
