const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "£6.80", "€12.00": amounts arrive in major units, already rounded to 2 places. */
export function formatMoney(value: number, currency: "GBP" | "EUR"): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", { style: "currency", currency });
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

/** "300 m", "1.2 km". */
export function formatDistance(metres: number): string {
  if (metres < 1_000) return `${Math.round(metres / 10) * 10} m`;
  return `${(Math.round(metres / 100) / 10).toLocaleString("en-GB")} km`;
}

/** "2.2 m". */
export function formatHeight(centimetres: number): string {
  return `${(centimetres / 100).toLocaleString("en-GB", { maximumFractionDigits: 2 })} m`;
}

export function formatRating(average: number): string {
  return average.toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
