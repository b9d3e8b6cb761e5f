import { getTableName, sql, type Column } from "drizzle-orm";

/**
 * A column named with its table, for a subquery that reads it from the query around it. In a
 * select from one table (and in an update's values) Drizzle leaves column names bare, and a bare
 * name inside the subquery is the subquery's own column when its table has one of that name
 * ("id").
 */
export function qualified(column: Column) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
