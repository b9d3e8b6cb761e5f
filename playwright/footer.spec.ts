import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the footer links to Parkway on five social networks", async ({ page }) => {
  const social = page
    .getByRole("contentinfo")
    .getByRole("list", { name: "Parkway on social media" });

  const links = social.getByRole("link");
  await expect(links).toHaveCount(5);
  for (const [index, name] of ["Instagram", "X", "Facebook", "LinkedIn", "YouTube"].entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(name);
    await expect(links.nth(index)).toHaveAttribute("href", /^https:\/\//);
  }
});

test("the footer shows both app store badges at their intended size", async ({ page }) => {
  const footer = page.getByRole("contentinfo");
  const badges = [
    { name: "Download on the App Store", width: 132, height: 44 },
    { name: "Get it on Google Play", width: 149, height: 44 },
  ];

  for (const { name, width, height } of badges) {
    const badge = footer.getByRole("img", { name });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute("width", String(width));
    await expect(badge).toHaveAttribute("height", String(height));
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
  }
});

test("the footer's copyright line names this year and the company number", async ({ page }) => {
  const year = new Date().getFullYear();

  const copyright = page.getByRole("contentinfo").getByText(/company number/);

  await expect(copyright).toContainText(`© ${year} `);
  await expect(copyright).toContainText(/company number \d+/);
});
