import type { ProductKey } from "#contract/vocabulary";
import { productNames, type ProductImageKind } from "./catalogue";

type Look = { colour: string; light: string; tagline: string; glyph: string };

/** Each glyph is drawn in white on a 64 × 64 grid. */
const looks: Record<ProductKey, Look> = {
  "park-and-go": {
    colour: "#0b5ea8",
    light: "#dcebf9",
    tagline: "A ride from your space to the terminal",
    glyph:
      '<path d="M14 38 L19 27 H41 L47 38 Z" fill="#ffffff"/><rect x="10" y="36" width="42" height="11" rx="4" fill="#ffffff"/><circle cx="20" cy="47" r="5" fill="#0b5ea8" stroke="#ffffff" stroke-width="3"/><circle cx="42" cy="47" r="5" fill="#0b5ea8" stroke="#ffffff" stroke-width="3"/><path d="M40 14 H54 M48 8 L54 14 L48 20" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  "fast-track-security": {
    colour: "#c2410c",
    light: "#fde7d9",
    tagline: "Your own lane through security",
    glyph:
      '<path d="M14 16 L30 32 L14 48 M32 16 L48 32 L32 48" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  "airport-lounge": {
    colour: "#6d28d9",
    light: "#ece4fb",
    tagline: "Somewhere calm to wait for your flight",
    glyph:
      '<rect x="18" y="14" width="28" height="20" rx="5" fill="#ffffff"/><rect x="12" y="30" width="40" height="12" rx="4" fill="#ffffff"/><rect x="8" y="26" width="8" height="18" rx="3" fill="#ffffff"/><rect x="48" y="26" width="8" height="18" rx="3" fill="#ffffff"/><rect x="14" y="42" width="5" height="9" fill="#ffffff"/><rect x="45" y="42" width="5" height="9" fill="#ffffff"/>',
  },
};

const font = "Arial, Helvetica, sans-serif";

/**
 * The products' images, drawn here rather than fetched: an icon, a logo with the product's
 * name and a banner. Plain shapes and Parkway's own product names, no third party's marks.
 */
export function productArtwork(key: ProductKey, kind: ProductImageKind): string {
  const look = looks[key];
  const title = productNames[key];
  const open = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">`;
  if (kind === "icon") {
    return `${open(64, 64)}<rect width="64" height="64" rx="14" fill="${look.colour}"/>${look.glyph}</svg>`;
  }
  if (kind === "logo") {
    return `${open(320, 64)}<rect width="64" height="64" rx="14" fill="${look.colour}"/>${look.glyph}<text x="80" y="41" font-family="${font}" font-size="24" font-weight="700" fill="${look.colour}">${title}</text></svg>`;
  }
  return `${open(1200, 300)}<rect width="1200" height="300" fill="${look.light}"/><circle cx="1050" cy="150" r="220" fill="${look.colour}" opacity="0.12"/><g transform="translate(80 70) scale(2.5)"><rect width="64" height="64" rx="14" fill="${look.colour}"/>${look.glyph}</g><text x="280" y="140" font-family="${font}" font-size="64" font-weight="700" fill="${look.colour}">${title}</text><text x="280" y="200" font-family="${font}" font-size="32" fill="#1f2937">${look.tagline}</text></svg>`;
}
