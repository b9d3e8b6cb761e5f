import { expect, test } from "vitest";
import { withLowPriorityModulePreloads } from "../../app/lib/module-preloads.server";

test("module preloads are fetched at low priority; other links and text are left alone", () => {
  const head = [
    '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>',
    '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>',
    '<link rel="preload" as="image" href="/images/logo.svg"/>',
  ].join("");
  const body = "<p>Add <code>&lt;link rel=&quot;modulepreload&quot;&gt;</code> to a page</p>";

  expect(withLowPriorityModulePreloads(head + body)).toBe(
    [
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
      '<link rel="modulepreload" fetchPriority="low" href="/assets/entry.client.js" nonce="abc"/>',
      '<link rel="modulepreload" fetchPriority="low" href="/assets/root.js" nonce="abc"/>',
      '<link rel="preload" as="image" href="/images/logo.svg"/>',
    ].join("") + body,
  );
});
