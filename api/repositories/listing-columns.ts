import { getTableColumns } from "drizzle-orm";
import { listings } from "../db/schema";

/**
 * Where a listing's fields are kept (decision 010): a field of the contract is kept in the
 * listings column of its name (`height_limit_cm` in height_limit_cm), so a field added to a step in
 * contract/listings.ts and to the table is saved and answered with no code of its own. Fields
 * kept elsewhere (bays, prices in minor units, opening hours) have no such column.
 */
type Columns = typeof listings._.columns;
type ColumnName = Columns[keyof Columns]["_"]["name"];
type ColumnNamed<Name> = Extract<Columns[keyof Columns], { _: { name: Name } }>;

/** Columns the service alone writes, whatever a step's fields are named. */
const notFields = new Set(["id", "owner_id", "status", "draft_step", "published_at", "updated_at"]);

const columnsByName = new Map(
  Object.entries(getTableColumns(listings))
    .filter(([, column]) => !notFields.has(column.name))
    .map(([key, column]) => [column.name, { key, column }]),
);

/** The columns that keep `fields`, under the fields' names: a select of a step's own fields. */
export function columnsKeeping<Fields extends object>(fields: Fields) {
  const kept = Object.keys(fields).flatMap((name) => {
    const found = columnsByName.get(name);
    return found ? [[name, found.column] as const] : [];
  });
  // Each name was looked up among the table's columns, so each column is the one named.
  return Object.fromEntries(kept) as {
    [Name in Extract<keyof Fields, ColumnName>]: ColumnNamed<Name>;
  };
}

/** The columns a step writes: each of its validated fields that names one. */
export type ListingChanges = Partial<typeof listings.$inferInsert>;

export function keptValues(fields: object): ListingChanges {
  const changes = Object.entries(fields).flatMap(([name, value]) => {
    const found = columnsByName.get(name);
    return found ? [[found.key, value] as const] : [];
  });
  // The contract's rule for each field gives its value the type of the column of its name.
  return Object.fromEntries(changes) as ListingChanges;
}
