import { expect, test } from "vitest";
import { withLowPriorityModulePreloads } from "../../app/lib/module-preloads.server";

const rewritten = (html: string) => withLowPriorityModulePreloads(Buffer.from(html)).toString();

test("module preloads are fetched at low priority; other links and text are left alone", () => {
  const head = [
    "<html><head>",
    '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>',
    '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>',
    '<link rel="preload" as="image" href="/images/logo.svg"/>',
  ].join("");
  const body =
    "</head><body><p>Add <code>&lt;link rel=&quot;modulepreload&quot;&gt;</code> to a page: £5 → booked</p></body></html>";

  expect(rewritten(head + body)).toBe(
    [
      "<html><head>",
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
      '<link rel="modulepreload" fetchPriority="low" href="/assets/entry.client.js" nonce="abc"/>',
      '<link rel="modulepreload" fetchPriority="low" href="/assets/root.js" nonce="abc"/>',
      '<link rel="preload" as="image" href="/images/logo.svg"/>',
    ].join("") + body,
  );
});

test("only the head is rewritten: the body's bytes are sent as rendered", () => {
  const body = '</head><body><link rel="modulepreload" href="/in-body.js"/></body></html>';
  expect(rewritten(`<html><head><title>Café</title>${body}`)).toBe(
    `<html><head><title>Café</title>${body}`,
  );
});

test("a document without a head has its preloads lowered all the same", () => {
  expect(rewritten('<link rel="modulepreload" href="/a.js"/><p>Hi</p>')).toBe(
    '<link rel="modulepreload" fetchPriority="low" href="/a.js"/><p>Hi</p>',
  );
});
