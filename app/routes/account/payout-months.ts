const monthFormat = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2027-01" as owners read it: "January 2027". */
export function monthName(month: string) {
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** "2027-01-01" as owners read it: "1 January 2027". */
export function payoutDay(date: string) {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}
