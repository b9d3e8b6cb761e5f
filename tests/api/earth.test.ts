import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import type { Database } from "../../api/db/client";
import { chordOf, earthBox, earthPoint } from "../../api/domain/earth";
import { createTestDatabase } from "./setup-database";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const coordinates = (cube: string) =>
  cube
    .replaceAll(/[()\s]/g, "")
    .split(",")
    .map(Number);

test("points, boxes and chords are the database's own, to a micrometre", async () => {
  for (const [origin, metres] of [
    [{ lat: 51.50853, lng: -0.12574 }, 2_000],
    [{ lat: 53.3498, lng: -6.2603 }, 16_093],
    [{ lat: -33.86, lng: 151.21 }, 50],
  ] as const) {
    const result = await database.db.execute(sql`
      select ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8)::text as point,
        earth_box(ll_to_earth(${origin.lat}::float8, ${origin.lng}::float8), ${metres}::float8)::text as box,
        gc_to_sec(${metres}::float8) as chord,
        ${earthPoint(origin)}::earth::text as ours`);
    const [row] = z
      .object({
        rows: z.array(
          z.object({
            point: z.string(),
            box: z.string(),
            chord: z.coerce.number(),
            ours: z.string(),
          }),
        ),
      })
      .parse(result).rows;

    for (const [ours, theirs] of [
      [earthPoint(origin), row!.point],
      [earthBox(origin, metres), row!.box],
      [row!.ours, row!.point],
    ]) {
      const [a, b] = [coordinates(ours!), coordinates(theirs!)];
      expect(a).toHaveLength(b.length);
      a.forEach((value, index) => expect(value).toBeCloseTo(b[index]!, 6));
    }
    expect(chordOf(metres)).toBeCloseTo(row!.chord, 6);
  }
});
