import { Column, SQL, type SQLWrapper, is, sql } from "drizzle-orm";

/** A select not yet run, with its fields (columns or aliased SQL) and the rows it returns. */
interface SelectQuery<Row> extends SQLWrapper {
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: Row[] };
}

/**
 * A select's rows as one json column of another query (`json_agg` over it as a subquery), read back
 * into the very values the select returns when run alone: json gives timestamps as text and counts as
 * numbers or text, so each value goes through its field's own decoder (a Date column gives a Date).
 * Every field is a column or an aliased SQL (`sql`...`.as()`) of text, integer or boolean (json keeps
 * those as they are), and each name is unique in the select (json keys are the output names).
 */
export function jsonRows<Row>(query: SelectQuery<Row>): SQL<Row[]> {
  const fields = Object.entries(query._.selectedFields).map(([key, field]) => ({ key, ...outputOf(key, field) }));
  return sql`coalesce((select json_agg(r) from (${query}) r), '[]'::json)`.mapWith((value: unknown) => {
    const rows = (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>[];
    return rows.map((row) => Object.fromEntries(fields.map((f) => [f.key, row[f.name] === null ? null : f.decode(row[f.name])])) as Row);
  });
}

function outputOf(key: string, field: unknown): { name: string; decode: (value: unknown) => unknown } {
  if (is(field, Column)) return { name: field.name, decode: (v) => field.mapFromDriverValue(v) };
  if (is(field, SQL.Aliased)) return { name: field.fieldAlias, decode: (v) => v };
  throw new Error(`jsonRows: the field "${key}" must be a column or an aliased SQL`);
}

/** What a select of subqueries alone reads from: one row (`db().select(fields).from(ONE_ROW)`). */
export const ONE_ROW = sql`(select) as "one_row"`;
