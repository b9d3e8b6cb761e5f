/**
 * `npm run bench:page-weight` (after a build): the page JavaScript section of `bench:web`
 * alone, for a change to what the pages load, without the SSR and Lighthouse runs.
 */
import { startBenchServer } from "../bench-host";
import { browserPages, formPages } from "../pages";
import { writeSection } from "../results";
import { measurePageWeights } from "./run";
import { pageWeightSection } from "./section";

const server = await startBenchServer();
try {
  const pages = [...(await browserPages(server.origin)), ...(await formPages(server.origin))];
  const markdown = pageWeightSection(await measurePageWeights(server.origin, pages));
  writeSection("page-weight", markdown);
  console.log(markdown);
} finally {
  server.stop();
}
