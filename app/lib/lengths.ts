/**
 * Distances and sizes as the pages write them, without Intl: the search page's filters write
 * them in the browser, and its formatters cost a phone's main thread as the page's scripts run.
 * Every distance a page shows is well under 1,000 km, so none needs a thousands separator.
 */

/** "300 m", "1.2 km". */
export function formatDistance(distance: number): string {
  if (distance < 1_000) return `${Math.round(distance / 10) * 10} m`;
  return `${Math.round(distance / 100) / 10} km`;
}

/** "2.2 m", from centimetres: a height or a length. */
export function formatMetres(centimetres: number): string {
  return `${Math.round(centimetres) / 100} m`;
}
