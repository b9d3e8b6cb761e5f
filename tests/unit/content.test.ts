import { expect, test } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { company, copyrightLine } from "../../app/content/company";
import { buildFooter, footerSections, type FooterSection } from "../../app/content/footer";
import {
  footerLocationLinks,
  locationCategories,
  locationsMenu,
} from "../../app/content/locations";
import {
  buildNavigation,
  DEFAULT_LINK_TEXT,
  isExternal,
  linkTextOf,
  primaryNavigation,
  shownOnDesktop,
  type MenuItem,
} from "../../app/content/navigation";

const allOn = { locations: true, insights: true };
const allOff = { locations: false, insights: false };
const titles = (items: { title: string }[]) => items.map((item) => item.title);

function internalPaths(): string[] {
  const nav = buildNavigation(allOn, locationsMenu());
  const paths: string[] = [];
  for (const item of nav) {
    if (item.to) paths.push(item.to);
    for (const submenu of item.submenus ?? []) {
      if (submenu.buttonLink) paths.push(submenu.buttonLink);
      for (const link of submenu.links) if (link.to) paths.push(link.to);
      if (submenu.videoImage) paths.push(submenu.videoImage);
    }
  }
  for (const section of buildFooter(allOn))
    for (const link of section.links) if (link.to) paths.push(link.to);
  for (const category of locationCategories) {
    paths.push(category.buttonLink, ...category.locations.map((location) => location.to));
  }
  return paths;
}

test("desktop shows only desktop-flagged entries", () => {
  const desktop = titles(primaryNavigation.filter(shownOnDesktop));
  expect(desktop).toEqual([
    "How it works",
    "Company",
    "Parking solutions",
    "News & insights",
    "Help & Support",
  ]);
  const contact = primaryNavigation.find((item) => item.id === "contact-us");
  expect(contact).toMatchObject({ to: "/contact-us", mobile: true });
  expect(contact?.desktop).toBeUndefined();
});

test("primary navigation order and dropdown contents", () => {
  expect(primaryNavigation.map((item) => item.id)).toEqual([
    "how-it-works",
    "company",
    "parking-solutions",
    "insights",
    "support",
    "contact-us",
  ]);
  const howItWorks = primaryNavigation[0]?.submenus?.flatMap((submenu) => submenu.links) ?? [];
  expect(howItWorks.map((link) => link.to)).toEqual([
    "/how-it-works/drivers",
    "/how-it-works/parking-providers",
    "/how-it-works/best-price-guarantee",
    "/how-it-works/a-greener-way",
    "/support",
    "/how-it-works/testimonials",
  ]);
  expect(howItWorks.find((link) => link.to === "/support")?.title).toBe("FAQs");

  const companyLinks = primaryNavigation[1]?.submenus?.flatMap((submenu) => submenu.links) ?? [];
  const careers = companyLinks.find((link) => link.title === "Careers");
  expect(careers?.href).toBe(company.careersUrl);
  expect(careers && isExternal(careers)).toBe(true);
  expect(companyLinks.filter((link) => !isExternal(link)).map((link) => link.to)).toEqual([
    "/company/about-us",
    "/company/why-use-us",
    "/company/press-centre",
    "/support",
  ]);

  for (const item of primaryNavigation) {
    for (const submenu of item.submenus ?? []) {
      expect(submenu.videoUrl).toMatch(/^https:\/\//);
      expect(submenu.videoTitle).toBeTruthy();
      expect(submenu.videoText).toMatch(/\.$/);
      expect(submenu.videoImage).toMatch(/^\/images\/nav\/[a-z-]+\.svg$/);
      for (const link of submenu.links) expect(link.text).toBeTruthy();
    }
  }
});

test("link text defaults to 'Learn More'", () => {
  expect(DEFAULT_LINK_TEXT).toBe("Learn More");
  expect(linkTextOf({ title: "A", to: "/a" })).toBe("Learn More");
  expect(linkTextOf({ title: "A", to: "/a", linkText: "Read more" })).toBe("Read more");
});

test("locations menu is inserted second only when the feature is on", () => {
  const before = structuredClone(primaryNavigation);
  const menu = locationsMenu();
  const withLocations = buildNavigation({ locations: true, insights: false }, menu);
  expect(withLocations[1]).toBe(menu);
  expect(withLocations.map((item) => item.id).filter((id) => id === "locations")).toHaveLength(1);
  const without = buildNavigation({ locations: false, insights: true }, menu);
  expect(without.some((item) => item.id === "locations")).toBe(false);
  expect(without).toHaveLength(primaryNavigation.length);
  expect(primaryNavigation).toEqual(before);
});

test("insights entry is dropped unless the feature is on", () => {
  const ids = (items: MenuItem[]) => items.map((item) => item.id);
  expect(ids(buildNavigation(allOff, locationsMenu()))).not.toContain("insights");
  expect(ids(buildNavigation({ locations: true, insights: false }, locationsMenu()))).not.toContain(
    "insights",
  );
  const on = buildNavigation(allOn, locationsMenu());
  expect(on.find((item) => item.id === "insights")).toMatchObject({
    title: "News & insights",
    to: "/insights",
  });
  expect(ids(on)).toEqual([
    "how-it-works",
    "locations",
    "company",
    "parking-solutions",
    "insights",
    "support",
    "contact-us",
  ]);
});

test("locations menu has one submenu per category, each with its 'Explore all' button", () => {
  expect(locationCategories.map((category) => category.key)).toEqual([
    "towns-and-cities",
    "london-areas",
    "airports",
    "train-stations",
    "stadiums",
    "hospitals",
  ]);
  const menu = locationsMenu();
  expect(menu).toMatchObject({ id: "locations", title: "Locations", desktop: true });
  expect(menu.submenus).toHaveLength(locationCategories.length);
  locationCategories.forEach((category, index) => {
    const submenu = menu.submenus?.[index];
    expect(category.buttonLink).toMatch(/^\/all-locations\/[a-z-]+$/);
    expect(category.buttonText).toMatch(/^Explore all /);
    expect(category.locations.length).toBeGreaterThanOrEqual(10);
    expect(submenu).toMatchObject({
      sectionTitle: category.sectionTitle,
      buttonLink: category.buttonLink,
      buttonText: category.buttonText,
    });
    expect(submenu?.links).toEqual(category.locations);
    for (const location of category.locations) {
      if (category.key !== "towns-and-cities")
        expect(location.to).toMatch(/^\/[a-z-]+\/[a-z0-9-]+-parking$/);
    }
  });
  expect(locationCategories[0]?.locations).toHaveLength(21);
  expect(locationCategories[0]?.locations.map((location) => location.to)).toContain(
    "/kingston-upon-hull",
  );
  expect(locationCategories[1]?.locations).toHaveLength(22);
  expect(footerLocationLinks().map((link) => link.to)).toEqual([
    "/all-locations/towns-and-cities",
    "/all-locations/all-london-areas",
    "/all-locations/airport-parking",
    "/all-locations/all-train-stations",
    "/all-locations/stadiums-and-venues",
    "/all-locations/hospitals",
  ]);
});

test("footer gets the Locations section and the Insights link by flag, without mutating", () => {
  const before = structuredClone(footerSections);
  const hasLocations = (sections: FooterSection[]) =>
    sections.some((section) => section.title === "Locations");
  const firstHasInsights = (sections: FooterSection[]) =>
    sections[0]?.links.some((link) => link.to === "/insights") ?? false;

  expect(buildFooter(allOff)).toEqual(footerSections);
  expect(hasLocations(buildFooter(allOff))).toBe(false);
  expect(firstHasInsights(buildFooter(allOff))).toBe(false);

  const on = buildFooter(allOn);
  expect(hasLocations(on)).toBe(true);
  expect(on.at(-1)?.links.slice(0, 6)).toEqual(footerLocationLinks());
  expect(firstHasInsights(on)).toBe(true);
  expect(on.slice(1).some((section) => section.links.some((link) => link.to === "/insights"))).toBe(
    false,
  );

  expect(hasLocations(buildFooter({ locations: true, insights: false }))).toBe(true);
  expect(firstHasInsights(buildFooter({ locations: false, insights: true }))).toBe(true);
  expect(footerSections).toEqual(before);
});

test("exactly five social links, in order, plus app badges and copyright", () => {
  expect(company.social.map((link) => link.name)).toEqual([
    "Instagram",
    "X",
    "Facebook",
    "LinkedIn",
    "YouTube",
  ]);
  for (const link of company.social) {
    expect(link.href).toMatch(/^https:\/\//);
    expect(link.icon).toMatch(/^\/images\/social\/[a-z]+\.svg$/);
  }
  expect(company.appStores.ios).toMatchObject({ width: 132, height: 44 });
  expect(company.appStores.android).toMatchObject({ width: 149, height: 44 });
  expect(copyrightLine(2026)).toBe(
    "© 2026 Parkway Technologies Ltd. Registered in England and Wales, company number 14829301.",
  );
});

test("every internal path is lower case with no trailing slash; every link has exactly one target", () => {
  const paths = internalPaths();
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths) {
    expect(path).toMatch(/^\/[a-z0-9/._-]*$/);
    expect(path === "/" || !path.endsWith("/")).toBe(true);
    expect(path).not.toContain("//");
  }
  for (const item of buildNavigation(allOn, locationsMenu())) {
    for (const link of item.submenus?.flatMap((submenu) => submenu.links) ?? []) {
      expect(Boolean(link.to) !== Boolean(link.href)).toBe(true);
    }
  }
  for (const link of buildFooter(allOn).flatMap((section) => section.links)) {
    expect(Boolean(link.to) !== Boolean(link.href)).toBe(true);
  }
});

test("every referenced image exists in public/ and is a small SVG with a viewBox", () => {
  const images = [
    ...primaryNavigation
      .flatMap((item) => item.submenus ?? [])
      .map((submenu) => submenu.videoImage),
    ...company.social.map((link) => link.icon),
    company.appStores.ios.badge,
    company.appStores.android.badge,
    "/images/logo.svg",
    "/images/logo-light.svg",
    "/images/auth-panel.svg",
  ];
  for (const image of images) {
    expect(image).toBeDefined();
    const file = resolve(process.cwd(), "public", `.${image ?? ""}`);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg.length).toBeLessThan(4096);
    expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="[\d .]+"/);
  }
});
