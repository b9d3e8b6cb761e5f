import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// Reopening a PGlite data folder without the same extensions fails with 58P01.
export const pgliteExtensions = { btree_gist, cube, earthdistance, pg_trgm, citext };
