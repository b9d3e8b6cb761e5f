import { brokenLinks, checkPage, distinctPaths, specPages } from "./support/crawl";
import { expect, test } from "./support/fixtures";

// The crawl reads each page as a search engine and axe do; axe runs inside the page, so the
// crawl runs with JavaScript. Content-only pages are the same HTML either way.
test.describe.configure({ mode: "parallel" });

for (const [group, paths] of Object.entries(specPages)) {
  test(`every page of the route table's ${group} answers 200 with one h1, a title, a canonical link, valid JSON-LD, no serious axe problem and no broken link`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(
      !javaScriptEnabled,
      "Axe runs inside the page; the no-JavaScript journeys cover the same HTML",
    );
    test.setTimeout(paths.length * 4_000 + 30_000);
    const problems: string[] = [];
    const links = new Set<string>();
    for (const path of paths) {
      const report = await checkPage(page, path, true);
      problems.push(...report.problems);
      for (const link of report.links) links.add(link);
    }
    expect(problems).toEqual([]);
    // Each linked page is asked for once more: a space page on a busy machine takes a second or two.
    test.setTimeout(test.info().timeout + distinctPaths(links) * 2_000);
    expect(await brokenLinks(request, links)).toEqual([]);
  });
}
