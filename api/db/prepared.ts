import type { Db } from "./client";

/**
 * A query built once for each database and run after that with its placeholders filled
 * (decision 031). Drizzle builds a query's SQL on every call, which cost the service more CPU
 * than PostgreSQL took to answer the reads every space page and booking step makes; a named
 * statement is also parsed and planned once per connection. A transaction's `db` is a new
 * object each time, so there the query is built afresh, as it was before.
 */
export function preparedFor<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return function prepared(db) {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
