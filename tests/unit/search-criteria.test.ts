import { expect, test } from "vitest";
import { valueBand, viewItemListEvent } from "../../app/components/search/analytics";
import {
  activeFilterCount,
  fullPostcode,
  readCriteria,
  searchAsTyped,
  searchNear,
  searchWithoutFilters,
  searchWithPage,
} from "../../app/components/search/criteria";
import { checkStay, readStayTime, stayFieldDefaults } from "../../app/lib/stay";
import { wallDateTime } from "#contract/wall-clock";

test("a plain GET form's repeated checkboxes and a comma list both read as lists", () => {
  const criteria = readCriteria(
    new URLSearchParams("q=Leeds&ev=CCS&ev=Type 2&type=garage,driveway&covered=on&cctv=true"),
  );
  expect(criteria.ev).toEqual(["CCS", "Type 2"]);
  expect(criteria.types).toEqual(["garage", "driveway"]);
  expect(criteria.facilities).toEqual({
    covered: true,
    step_free: false,
    cctv: true,
    gated: false,
  });
  expect(activeFilterCount(criteria)).toBe(6);
});

test("the rental's own default distance is not counted as a filter", () => {
  expect(
    readCriteria(new URLSearchParams("q=Leeds&rental=long&radius=3000")).radius,
  ).toBeUndefined();
  expect(readCriteria(new URLSearchParams("q=Leeds&rental=short&radius=3000")).radius).toBe(3000);
});

test("the plan sort is a monthly choice; other rentals fall back to nearest first", () => {
  expect(readCriteria(new URLSearchParams("rental=long&sort=plan")).sort).toBe("plan");
  expect(readCriteria(new URLSearchParams("rental=short&sort=plan")).sort).toBe("location");
});

test("links to other pages and without filters keep the rest of the search", () => {
  const search = "?q=Leeds&rental=short&ev=CCS&covered=on&sort=price&page=3";
  expect(searchWithPage(search, 4)).toBe(
    "?q=Leeds&rental=short&ev=CCS&covered=on&sort=price&page=4",
  );
  expect(searchWithPage(search, 1)).toBe("?q=Leeds&rental=short&ev=CCS&covered=on&sort=price");
  expect(searchWithoutFilters(search)).toBe("?q=Leeds&rental=short&sort=price");
});

test("form times are UK wall-clock time in winter and in summer", () => {
  expect(readStayTime("2030-01-15T09:30")?.toISOString()).toBe("2030-01-15T09:30:00.000Z");
  expect(readStayTime("2030-07-15T09:30")?.toISOString()).toBe("2030-07-15T08:30:00.000Z");
  expect(readStayTime("2030-07-15T09:30:00+02:00")?.toISOString()).toBe("2030-07-15T07:30:00.000Z");
  expect(readStayTime("2030-02-30T09:30")).toBeNull();
  expect(readStayTime("soon")).toBeNull();
  expect(wallDateTime(new Date("2030-07-15T08:30:00.000Z"))).toBe("2030-07-15T09:30");
});

test("the hour the clocks go forward is read past the gap", () => {
  // 31 March 2030: 01:00 GMT becomes 02:00 BST, so 02:30 BST is 01:30 UTC.
  expect(readStayTime("2030-03-31T02:30")?.toISOString()).toBe("2030-03-31T01:30:00.000Z");
  expect(readStayTime("2030-03-31T00:30")?.toISOString()).toBe("2030-03-31T00:30:00.000Z");
});

test("a stay is checked for order, length and whether it has passed", () => {
  const now = new Date("2030-05-01T12:00:00Z");
  expect(checkStay("short", {}, now)).toEqual({ ok: true });
  expect(
    checkStay("short", { start: "2030-05-01T14:00", end: "2030-05-01T14:30" }, now),
  ).toMatchObject({
    ok: true,
  });
  expect(
    checkStay("short", { start: "2030-05-01T14:00", end: "2030-05-01T14:00" }, now),
  ).toMatchObject({
    ok: false,
    field: "end",
  });
  // Parking now: a start a few minutes gone is still today's stay.
  expect(
    checkStay("short", { start: "2030-05-01T12:50", end: "2030-05-01T15:00" }, now),
  ).toMatchObject({
    ok: true,
  });
  expect(
    checkStay("airport", { start: "2030-04-01T09:00", end: "2030-04-08T09:00" }, now),
  ).toMatchObject({
    ok: false,
    field: "start",
  });
  expect(checkStay("long", { start: "2030-05-02", end: "nonsense" }, now)).toMatchObject({
    ok: true,
  });
});

test("analytics value bands follow spec §9 for short and long term", () => {
  expect([0.5, 1, 1.01, 10, 10.01].map((value) => valueBand("short", value))).toEqual([
    "low",
    "low",
    "medium",
    "medium",
    "high",
  ]);
  expect([50, 50.01, 150, 150.01].map((value) => valueBand("long", value))).toEqual([
    "low",
    "medium",
    "medium",
    "high",
  ]);
  expect(valueBand("airport", 70)).toBe("high");
});

test("a results list reaches the data layer as GA4's view_item_list, numbered across pages", () => {
  const event = viewItemListEvent({
    name: "Parking near Leeds",
    rental: "short",
    firstIndex: 10,
    spaces: [
      {
        id: 7,
        title: "Driveway",
        price: { value: 12.5, currency: "GBP", per: "stay" },
        available: true,
      },
      { id: 8, title: "Garage", price: null, available: false },
    ],
  });
  expect(event).toEqual({
    event: "view_item_list",
    ecommerce: {
      item_list_id: "search_results",
      item_list_name: "Parking near Leeds",
      items: [
        {
          item_id: "7",
          item_name: "Driveway",
          item_category: "short",
          index: 10,
          price: 12.5,
          currency: "GBP",
          value_band: "high",
          available: true,
        },
        { item_id: "8", item_name: "Garage", item_category: "short", index: 11, available: false },
      ],
    },
  });
});

test("each parking type's date fields start from its own default stay, on the half hour", () => {
  // 18:40 on a winter evening in London.
  const defaults = stayFieldDefaults(new Date("2026-11-26T18:40:00Z"));
  expect(defaults).toEqual({
    short: { start: "2026-11-26T19:00", end: "2026-11-26T21:00" },
    long: { start: "2026-11-26T19:00", end: "" },
    airport: { start: "2026-11-27T19:00", end: "2026-12-04T19:00" },
  });
});

test("the date fields' defaults move on with each half hour, however often they are asked", () => {
  const at = (moment: string) => stayFieldDefaults(new Date(moment)).short.start;
  expect(at("2026-11-26T18:31:00Z")).toBe("2026-11-26T19:00");
  expect(at("2026-11-26T18:59:59Z")).toBe("2026-11-26T19:00");
  expect(at("2026-11-26T19:00:01Z")).toBe("2026-11-26T19:30");
  expect(at("2026-11-26T18:45:00Z")).toBe("2026-11-26T19:00");
});

test("a close match is searched at its point, keeping the parking type and the stay", () => {
  const href = searchNear("?q=Edinbrugh&as_typed=1&rental=airport&start=2031-05-01T09:00&page=3", {
    label: "Edinburgh, Scotland",
    lat: 55.95,
    lng: -3.19,
  });
  expect(Object.fromEntries(new URL(href, "http://localhost").searchParams)).toEqual({
    q: "Edinburgh, Scotland",
    place: "Edinburgh, Scotland",
    lat: "55.95",
    lng: "-3.19",
    rental: "airport",
    start: "2031-05-01T09:00",
  });
});

test("searching a respelt place as typed drops any point and asks for the text itself", () => {
  expect(searchAsTyped("?q=Edinbrugh&rental=short&lat=1&lng=2&place=Edinbrugh&page=2")).toBe(
    "/search?q=Edinbrugh&rental=short&as_typed=1",
  );
  expect(readCriteria(new URLSearchParams("q=Edinbrugh&as_typed=1")).asTyped).toBe(true);
});

test("a full postcode or Eircode is recognised as typed, a district is not", () => {
  expect(fullPostcode("m11ae")).toBe("M1 1AE");
  expect(fullPostcode("d02 x285")).toBe("D02 X285");
  expect(fullPostcode("M1")).toBeNull();
  expect(fullPostcode("Manchester")).toBeNull();
});
