import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The level the site is held to: WCAG 2.1 A and AA. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * What axe finds against WCAG 2.1 AA on the page as it is now and rates serious or critical.
 * Axe runs inside the page, so it needs JavaScript.
 */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.filter(({ impact }) => impact === "serious" || impact === "critical");
}

/** The same, one line a problem (the rule, its help and the elements): none is a pass. */
export async function seriousAxeProblems(page: Page) {
  const violations = await seriousAxeViolations(page);
  return violations.map(
    ({ id, help, nodes }) => `${id}: ${help} ${nodes.map((node) => node.target).join(", ")}`,
  );
}

/**
 * Expects no serious problems on the page, named `what` in a failure. Axe runs inside the page,
 * so without JavaScript nothing is scanned: the same HTML is served either way.
 */
export async function expectAccessible(page: Page, javaScriptEnabled: boolean, what?: string) {
  if (!javaScriptEnabled) return;
  expect(await seriousAxeProblems(page), what && `accessibility of ${what}`).toEqual([]);
}

/**
 * Everything axe finds on the page as it is now, at any impact and under every rule it runs by
 * default (best practices such as `region` and `heading-order` included), one line a problem.
 */
export async function allAxeProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap(({ id, impact, help, nodes }) =>
    nodes.map((node) => `${id} (${impact}): ${help} at ${node.target.join(" ")}`),
  );
}
