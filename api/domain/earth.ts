/**
 * PostgreSQL's earthdistance model worked out here, so a search hands the database plain values
 * rather than calls to `ll_to_earth`, `earth_box` and `gc_to_sec`: with them, each search was
 * planned afresh, which cost PostgreSQL more than running it (decision 033's addendum).
 */

/** `earth()`: the earth's radius in metres, as earthdistance defines it. */
const EARTH_RADIUS_METRES = 6_378_168;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** `ll_to_earth(lat, lng)`: the point on the earth's surface, as cube text. */
export function earthPoint({ lat, lng }: { lat: number; lng: number }) {
  return cube(pointAt(lat, lng));
}

/** `gc_to_sec(metres)`: a great-circle distance as the straight line through the earth. */
export function chordOf(metres: number) {
  if (metres < 0) return 0;
  if (metres / EARTH_RADIUS_METRES > Math.PI) return 2 * EARTH_RADIUS_METRES;
  return 2 * EARTH_RADIUS_METRES * Math.sin(metres / (2 * EARTH_RADIUS_METRES));
}

/** `earth_box(ll_to_earth(lat, lng), metres)`: the cube holding every point that near, as text. */
export function earthBox(origin: { lat: number; lng: number }, metres: number) {
  const reach = chordOf(metres);
  const centre = pointAt(origin.lat, origin.lng);
  const corner = (sign: number) => cube(centre.map((coordinate) => coordinate + sign * reach));
  return `${corner(-1)},${corner(1)}`;
}

function pointAt(lat: number, lng: number) {
  const [phi, lambda] = [radians(lat), radians(lng)];
  return [
    EARTH_RADIUS_METRES * Math.cos(phi) * Math.cos(lambda),
    EARTH_RADIUS_METRES * Math.cos(phi) * Math.sin(lambda),
    EARTH_RADIUS_METRES * Math.sin(phi),
  ];
}

function cube(coordinates: number[]) {
  return `(${coordinates.join(", ")})`;
}
