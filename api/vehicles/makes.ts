/** The car makes common on UK and Irish roads, as drivers write them. */
export const carMakes = [
  "Abarth",
  "Alfa Romeo",
  "Aston Martin",
  "Audi",
  "Bentley",
  "BMW",
  "BYD",
  "Citroën",
  "Cupra",
  "Dacia",
  "DS",
  "Fiat",
  "Ford",
  "Genesis",
  "Honda",
  "Hyundai",
  "Jaguar",
  "Jeep",
  "Kia",
  "Land Rover",
  "Lexus",
  "Mazda",
  "Mercedes-Benz",
  "MG",
  "Mini",
  "Mitsubishi",
  "Nissan",
  "Opel",
  "Peugeot",
  "Polestar",
  "Porsche",
  "Renault",
  "SEAT",
  "Skoda",
  "Smart",
  "SsangYong",
  "Subaru",
  "Suzuki",
  "Tesla",
  "Toyota",
  "Vauxhall",
  "Volkswagen",
  "Volvo",
] as const;

export type CarMake = (typeof carMakes)[number];

/** "Citroën" → "citroen", "Land Rover" → "land-rover": how a make appears in a URL. */
export function makeSlug(make: string): string {
  return make
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const makesBySlug = new Map<string, CarMake>(carMakes.map((make) => [makeSlug(make), make]));
/** Other names registers use for the same makes. */
const aliases = new Map<string, CarMake>([
  ["mercedes", "Mercedes-Benz"],
  ["vw", "Volkswagen"],
  ["ds-automobiles", "DS"],
  ["mini-bmw", "Mini"],
  ["ssangyong-motor", "SsangYong"],
]);

/** The make as Parkway writes it, whichever case or spelling a register used; null if unknown. */
export function knownMake(name: string): CarMake | null {
  const slug = makeSlug(name);
  return makesBySlug.get(slug) ?? aliases.get(slug) ?? null;
}

/** "ALFA ROMEO" → "Alfa Romeo", for a make not in the list. */
function titleCase(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, separator: string, letter: string) => separator + letter.toUpperCase(),
    );
}

/** A register's make as drivers read it. */
export function displayMake(name: string): string {
  return knownMake(name) ?? titleCase(name);
}

/** Spec §3 make_image: the manufacturer image look-up's URL, relative to the site. */
export function makeImagePath(make: string): string {
  return `/api/car-manufacturers/${makeSlug(make)}`;
}

const badgeColours = [
  "#1f4e79",
  "#8b1e3f",
  "#2e6b4f",
  "#5b3f8c",
  "#b3541e",
  "#0f6e7a",
  "#4a5560",
  "#9a7b0a",
  "#7a2e2e",
  "#2f5d9a",
];

function initials(make: CarMake): string {
  const words = make.split(/[\s-]+/);
  if (words.length > 1) return words.map((word) => word.charAt(0)).join("");
  return /^[A-Z]{2,3}$/.test(make) ? make : make.charAt(0).toUpperCase();
}

/**
 * A round badge with the make's initials on a colour of its own: a recognisable thumbnail
 * without using a manufacturer's logo, which is its trademark.
 */
export function makeBadge(make: CarMake): string {
  const slug = makeSlug(make);
  const hash = [...slug].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) >>> 0, 7);
  const colour = badgeColours[hash % badgeColours.length];
  const letters = initials(make);
  const fontSize = letters.length > 2 ? 26 : letters.length > 1 ? 36 : 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${make}"><circle cx="48" cy="48" r="46" fill="${colour}"/><circle cx="48" cy="48" r="40" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/><text x="48" y="48" dy="0.35em" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${letters}</text></svg>`;
}
