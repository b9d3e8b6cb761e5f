import { seriousAxeViolations } from "./support/accessibility";
import { expect, test, waitForHydration } from "./support/fixtures";

// The first visit, as most visitors see it: the cookie banner is showing.
test.use({ cookieBannerAnswered: false });

function formatViolations(violations: Awaited<ReturnType<typeof seriousAxeViolations>>) {
  return violations
    .map(({ id, impact, help, helpUrl, nodes }) =>
      [
        `${id} (${impact}): ${help} ${helpUrl}`,
        ...nodes.map((node) => `  ${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
      ].join("\n"),
    )
    .join("\n");
}

for (const { width, height, label } of [
  { width: 1440, height: 900, label: "desktop" },
  { width: 390, height: 844, label: "mobile" },
]) {
  test(`the home page has no serious accessibility problems at ${label} width`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // The hydrated page is the server's markup; only the scanner itself needs JavaScript.
    test.skip(!javaScriptEnabled, "axe runs inside the page, which needs JavaScript");
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookies on Parkway" })).toBeVisible();

    const violations = await seriousAxeViolations(page);

    expect(
      violations.map(({ id }) => id),
      formatViolations(violations),
    ).toEqual([]);
  });
}
