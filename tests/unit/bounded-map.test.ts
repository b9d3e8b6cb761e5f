import { expect, test } from "vitest";
import { BoundedMap } from "#contract/bounded-map";

test("a full map forgets the entry added longest ago to take a new one", () => {
  const map = new BoundedMap<string, number>(2);
  map.set("a", 1).set("b", 2).set("a", 10).set("c", 3);

  expect([...map]).toEqual([
    ["b", 2],
    ["c", 3],
  ]);
});

test("an entry recalled is the last to be forgotten", () => {
  const map = new BoundedMap<string, number>(2);
  map.set("a", 1).set("b", 2);

  expect(map.recall("a")).toBe(1);
  expect(map.recall("z")).toBeUndefined();
  map.set("c", 3);

  expect([...map.keys()]).toEqual(["a", "c"]);
});
