import { expect, test } from "vitest";
import {
  calendarFile,
  escapeText,
  foldLine,
  utcDateTime,
  type CalendarEvent,
} from "../../contract/icalendar";

const octets = (line: string) => new TextEncoder().encode(line).length;

const event: CalendarEvent = {
  uid: "PW-7K3M9Q@parkway.example",
  stamp: new Date("2030-05-20T10:00:00.123Z"),
  start: new Date("2030-06-03T08:30:00Z"),
  end: new Date("2030-06-03T11:00:00Z"),
  summary: "Parking at Parking bay on Mill Lane",
  description: "Booking reference: PW-7K3M9Q\nVehicle: AB12CDE",
  location: "47 Mill Lane, Leeds, LS1 2XP",
  geo: { lat: 53.7965, lng: -1.5479 },
  url: "https://www.parkway.example/booking-confirmed/501?hash=a,b",
  status: "CONFIRMED",
};

test("text values escape backslashes, semicolons, commas and line breaks", () => {
  expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
});

test("times are written in UTC without separators or fractions", () => {
  expect(utcDateTime(new Date("2030-06-03T08:30:00.999Z"))).toBe("20300603T083000Z");
});

test("a short line is left as it is", () => {
  expect(foldLine("SUMMARY:Parking")).toBe("SUMMARY:Parking");
});

test("a long line folds at 75 octets, each continuation starting with a space", () => {
  const line = `DESCRIPTION:${"x".repeat(200)}`;
  const folded = foldLine(line).split("\r\n");
  expect(folded.map(octets)).toEqual([75, 75, 64]);
  expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
  expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
});

test("folding never splits a character's UTF-8 octets", () => {
  const line = `LOCATION:${"é£€".repeat(30)}`;
  const folded = foldLine(line).split("\r\n");
  expect(folded.every((part) => octets(part) <= 75)).toBe(true);
  expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  expect(folded.join("")).not.toContain("\uFFFD");
});

test("the file is one event with CRLF lines, escaped text and UTC times", () => {
  const file = calendarFile(event);
  expect(file.endsWith("\r\n")).toBe(true);
  expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const lines = file.split("\r\n");
  expect(lines.slice(0, 6)).toEqual([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Parkway//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
  ]);
  expect(lines).toContain("UID:PW-7K3M9Q@parkway.example");
  expect(lines).toContain("DTSTAMP:20300520T100000Z");
  expect(lines).toContain("DTSTART:20300603T083000Z");
  expect(lines).toContain("DTEND:20300603T110000Z");
  expect(lines).toContain("DESCRIPTION:Booking reference: PW-7K3M9Q\\nVehicle: AB12CDE");
  expect(lines).toContain("LOCATION:47 Mill Lane\\, Leeds\\, LS1 2XP");
  expect(lines).toContain("GEO:53.7965;-1.5479");
  // A URI value, not text: its commas stay as they are.
  expect(lines).toContain("URL:https://www.parkway.example/booking-confirmed/501?hash=a,b");
  expect(lines).toContain("STATUS:CONFIRMED");
  expect(lines.slice(-3)).toEqual(["END:VEVENT", "END:VCALENDAR", ""]);
  expect(lines.every((line) => octets(line) <= 75)).toBe(true);
});

test("an event without a point has no GEO line", () => {
  expect(calendarFile({ ...event, geo: null })).not.toContain("GEO:");
});
