import { sql } from "drizzle-orm";
import { customType, timestamp } from "drizzle-orm/pg-core";

/** A PostgreSQL time range, `[start, end)`; an open end (null) means "until cancelled". */
export type TimeRange = { start: Date; end: Date | null };

function toRangeLiteral({ start, end }: TimeRange) {
  return `[${start.toISOString()},${end ? end.toISOString() : ""})`;
}

function fromRangeLiteral(value: string): TimeRange {
  const match = /^[[(]"?([^",]*)"?,"?([^")]*)"?[\])]$/.exec(value);
  if (!match) throw new Error(`Not a time range: ${value}`);
  return { start: new Date(match[1]!), end: match[2] ? new Date(match[2]) : null };
}

/** `tstzrange`: how long a booking holds its bay; the exclusion constraint works on it. */
export const timeRange = customType<{ data: TimeRange; driverData: string }>({
  dataType: () => "tstzrange",
  toDriver: toRangeLiteral,
  fromDriver: fromRangeLiteral,
});

export const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** earthdistance's `earth`: a point on the globe as a 3-D cube, what its GiST indexes order by. */
export const earth = customType<{ data: string }>({ dataType: () => "earth" });

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Quoted list for CHECK constraints: `inList(["a","b"])` → `('a','b')`. */
export function inList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")})`);
}

/** A text[] literal for CHECK constraints: `textArray(["a","b"])` → `'{a,b}'::text[]`. */
export function textArray(values: readonly string[]) {
  return sql.raw(`'{${values.join(",")}}'::text[]`);
}
