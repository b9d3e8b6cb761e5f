import type { SpaceType } from "#contract/vocabulary";
import { seededRandom } from "./random";

const skies = [
  ["#cfe8ff", "#f4f9ff"],
  ["#ffe3c4", "#fff6ea"],
  ["#d9f2e6", "#f3fbf7"],
  ["#e4dcff", "#f7f4ff"],
];
const walls = ["#b85c38", "#8c6a5d", "#d9c5a0", "#6b7b8c", "#a44a3f", "#c9b79c"];
const cars = ["#1f4e79", "#b22222", "#2e8b57", "#f2c14e", "#444c55", "#e8e8e8"];

export const ARTWORK_WIDTH = 1200;
export const ARTWORK_HEIGHT = 800;

/**
 * A drawing of a parking space, different for every listing and position: the photos demo
 * listings show until their owner uploads real ones. Made here, without the network.
 */
export function spaceArtwork(listingId: number, position: number, spaceType: SpaceType): string {
  const random = seededRandom(listingId * 31 + position * 7 + 1);
  const [skyTop, skyBottom] = random.pick(skies);
  const wall = random.pick(walls);
  const car = random.pick(cars);
  const indoor = spaceType === "garage" || spaceType === "multi-storey";
  const bayX = random.int(280, 620);
  const carShown = random.chance(0.6);
  const building = indoor
    ? `<rect x="0" y="0" width="1200" height="520" fill="#5b6470"/><rect x="0" y="60" width="1200" height="24" fill="#7a8491"/><rect x="0" y="300" width="1200" height="16" fill="#7a8491"/>`
    : `<rect x="${random.int(40, 160)}" y="180" width="${random.int(380, 520)}" height="340" fill="${wall}"/>` +
      `<polygon points="20,190 330,60 640,190" fill="#3d3d46"/>` +
      Array.from(
        { length: 4 },
        (_, i) =>
          `<rect x="${120 + i * 110}" y="${260 + (i % 2) * 110}" width="70" height="80" fill="#e9f1f7" stroke="#ffffff" stroke-width="6"/>`,
      ).join("");
  const vehicle = carShown
    ? `<g transform="translate(${bayX + 40} 520)"><rect x="0" y="40" width="260" height="90" rx="30" fill="${car}"/><path d="M40 40 L80 0 H190 L230 40 Z" fill="${car}"/><path d="M70 38 L95 12 H180 L205 38 Z" fill="#cfe3f3"/><circle cx="60" cy="130" r="28" fill="#222"/><circle cx="200" cy="130" r="28" fill="#222"/></g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ARTWORK_WIDTH} ${ARTWORK_HEIGHT}" width="${ARTWORK_WIDTH}" height="${ARTWORK_HEIGHT}" role="img">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="1200" height="520" fill="url(#sky)"/>${building}
<rect y="520" width="1200" height="280" fill="${indoor ? "#8a9099" : "#9aa0a6"}"/>
<rect x="${bayX}" y="540" width="340" height="240" fill="none" stroke="#ffffff" stroke-width="10" stroke-dasharray="${indoor ? "0" : "40 20"}"/>
<g transform="translate(${bayX + 370} 380)"><rect width="16" height="180" fill="#5f6368"/><rect x="-42" y="-20" width="100" height="100" rx="14" fill="#0b5ea8"/><text x="8" y="58" font-family="Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff" text-anchor="middle">P</text></g>
${vehicle}
</svg>`;
}
