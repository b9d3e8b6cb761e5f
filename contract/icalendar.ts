/**
 * An RFC 5545 iCalendar file with one event, as calendar apps import it: CRLF line ends,
 * lines folded at 75 octets, text values escaped, times in UTC so no time zone need be defined.
 * The web's calendar download and the service's booking emails both build their files with it.
 */

export type CalendarEvent = {
  /** Globally unique and stable, so importing the file again updates the event. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  geo: { lat: number; lng: number } | null;
  url: string;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
};

const PRODUCT_ID = "-//Parkway//Bookings//EN";
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value (RFC 5545 §3.3.11): backslashes, semicolons, commas and newlines escaped. */
export function escapeText(value: string) {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line (RFC 5545 §3.1) so no line is longer than 75 octets; each continuation
 * starts with a space, which counts, and no UTF-8 character is split.
 */
export function foldLine(line: string) {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const room = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

/** A UTC DATE-TIME (RFC 5545 §3.3.5): 20301203T093000Z. */
export function utcDateTime(moment: Date) {
  return moment
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

export function calendarFile(event: CalendarEvent) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lng}`] : []),
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
