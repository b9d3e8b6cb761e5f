import { CONTENT_PAGES } from "../pages";
import { provenance } from "../results";
import { WIDE_SCREEN, type PageWeight } from "./run";

// ARCHITECTURE "Budgets": pages a driver interacts with, and pages that are only content.
const INTERACTIVE_JS_BUDGET_BYTES = 140 * 1024;
const CONTENT_JS_BUDGET_BYTES = 15 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function budgetVerdict(weight: PageWeight) {
  const budget = CONTENT_PAGES.includes(weight.key)
    ? CONTENT_JS_BUDGET_BYTES
    : INTERACTIVE_JS_BUDGET_BYTES;
  const over = weight.totalGzipBytes - budget;
  return `${kb(budget)}: ${over > 0 ? `**over by ${kb(over)}**` : "within"}`;
}

/** Every script any page loads, in the order first seen, with how each page loads it. */
function scriptRows(weights: PageWeight[]) {
  const scripts = new Map(weights.flatMap((weight) => weight.scripts.map((s) => [s.url, s])));
  return [...scripts.values()].map((script) => {
    const loads = weights.map((weight) => {
      const loaded = weight.scripts.find((candidate) => candidate.url === script.url);
      return loaded?.loaded ?? "–";
    });
    return `| \`${script.url}\` | ${script.bytes} | ${script.gzipBytes} | ${loads.join(" | ")} |`;
  });
}

/** bench/RESULTS.md's "page-weight" section: each page's JavaScript, then each script's pages. */
export function pageWeightSection(weights: PageWeight[]) {
  return `## Page JavaScript (bench/page-weight)

${provenance()}.

Every script a first visit to each page loads in Chromium at ${WIDE_SCREEN.width} × ${WIDE_SCREEN.height}, compressed with gzip
level 6: the scripts its HTML names (at start) and those it fetches once it runs (later:
\`/sw.js\` when the page registers its service worker; it does so on the load event, which the
entry module, imported without blocking it, often misses). The budget counts both. Code that a
visitor's action fetches is counted apart (on request): the search page's map is drawn with the
page, and Leaflet, to move and zoom it, loads once the pointer reaches the map. Link
prefetching is off, as data saver turns it off: the code it fetches at idle belongs to the
pages that visible links lead to. The bench host draws the map without tiles
(\`MAP_TILE_URL=none\`). The booking's details step is reached as a driver reaches it (the space
page's Book, then the period step's Continue), and the account's bookings signed in as the demo
driver.

| page | path | at start | later | total gzip | uncompressed | budget (gzip) | on request |
| --- | --- | ---: | ---: | ---: | ---: | --- | --- |
${weights
  .map(
    (weight) =>
      `| ${weight.label} | \`${weight.path}\` | ${kb(weight.startGzipBytes)} | ${kb(weight.totalGzipBytes - weight.startGzipBytes)} | **${kb(weight.totalGzipBytes)}** | ${kb(weight.totalBytes)} | ${budgetVerdict(weight)} | ${weight.onRequest ? `${kb(weight.onRequestGzipBytes)} on ${weight.onRequest.action}` : "–"} |`,
  )
  .join("\n")}

| script | bytes | gzip | ${weights.map((weight) => weight.label).join(" | ")} |
| --- | ---: | ---: | ${weights.map(() => "---").join(" | ")} |
${scriptRows(weights).join("\n")}`;
}
