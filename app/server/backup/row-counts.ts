/** What both drivers answer to one SQL statement (pg's Client, PGlite). */
export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The rows of every table outside PostgreSQL's own schemas, by `schema.table` (drizzle's record
 * of migrations included): run inside the dump's snapshot, they are the dump's counts.
 */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const { rows } = await query(
    "select table_schema as schema, table_name as name from information_schema.tables " +
      "where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2",
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of rows as { schema: string; name: string }[]) {
    const { rows: counted } = await query(`select count(*)::text as n from ${quote(schema)}.${quote(name)}`);
    counts[`${schema}.${name}`] = Number(counted[0]?.n);
  }
  return counts;
}

export interface CountComparison {
  table: string;
  expected: number | undefined;
  actual: number | undefined;
}

/** The tables whose counts differ (one side missing counts as a difference). */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): CountComparison[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables.map((table) => ({ table, expected: expected[table], actual: actual[table] })).filter((row) => row.expected !== row.actual);
}

/** The counts side by side, one table a line, for the operator. */
export function countTable(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const width = Math.max(5, ...tables.map((table) => table.length));
  const lines = [`${"table".padEnd(width)}  ${"archive".padStart(9)}  ${"restored".padStart(9)}`];
  for (const table of tables) {
    const mark = expected[table] === actual[table] ? "" : "  ← differs";
    lines.push(`${table.padEnd(width)}  ${String(expected[table] ?? "-").padStart(9)}  ${String(actual[table] ?? "-").padStart(9)}${mark}`);
  }
  return lines;
}
