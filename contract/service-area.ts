/** A box around Great Britain and the island of Ireland, from the Scillies to Shetland. */
export const SERVICE_AREA = { south: 49.8, north: 60.9, west: -10.8, east: 1.8 } as const;

export const outsideServiceAreaMessage = "Choose a place in the UK or Ireland";

/** Whether the point is where Parkway lists spaces (spec §1: the UK and Ireland). */
export function isInServiceArea(lat: number, lng: number): boolean {
  return (
    lat >= SERVICE_AREA.south &&
    lat <= SERVICE_AREA.north &&
    lng >= SERVICE_AREA.west &&
    lng <= SERVICE_AREA.east
  );
}
