import fc from "fast-check";
import { expect, test } from "vitest";
import {
  isSafeHref,
  linkTargets,
  parseMarkdown,
  plainText,
  renderHtml,
} from "../../api/help-centre/markdown";

function render(source: string) {
  return renderHtml(parseMarkdown(source));
}

test("headings, paragraphs and lists become their HTML elements", () => {
  const source = `
Intro line one
continues here.

## How to book

- First item
- Second item

### Paying

1. Choose a space
2. Pay
`;
  expect(render(source)).toBe(
    [
      "<p>Intro line one continues here.</p>",
      "<h2>How to book</h2>",
      "<ul><li>First item</li><li>Second item</li></ul>",
      "<h3>Paying</h3>",
      "<ol><li>Choose a space</li><li>Pay</li></ol>",
    ].join("\n"),
  );
});

test("bold text and links render inside any block, and inside each other", () => {
  expect(render("Read **the rules** and [contact us](/contact-us).")).toBe(
    '<p>Read <strong>the rules</strong> and <a href="/contact-us">contact us</a>.</p>',
  );
  expect(render("- [**Bold link**](/support)")).toBe(
    '<ul><li><a href="/support"><strong>Bold link</strong></a></li></ul>',
  );
  expect(render("## **See [terms](/company/terms-conditions)**")).toBe(
    '<h2><strong>See <a href="/company/terms-conditions">terms</a></strong></h2>',
  );
});

test("markup the subset does not know stays as escaped text", () => {
  expect(render("# Title")).toBe("<p># Title</p>");
  expect(render("#### Deep")).toBe("<p>#### Deep</p>");
  expect(render("An **unclosed bold")).toBe("<p>An **unclosed bold</p>");
  expect(render("* star bullet")).toBe("<p>* star bullet</p>");
  expect(render("Use `code` and _emphasis_")).toBe("<p>Use `code` and _emphasis_</p>");
});

test("HTML in the source is escaped, in text, link text and hrefs", () => {
  expect(render(`<script>alert("x")</script> & 'quotes'`)).toBe(
    "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</p>",
  );
  expect(render('[<img src=x onerror="y">](/support)')).toBe(
    '<p><a href="/support">&lt;img src=x onerror=&quot;y&quot;&gt;</a></p>',
  );
  expect(render('[x](/search?a=1&b="2")')).toBe(
    '<p><a href="/search?a=1&amp;b=&quot;2&quot;">x</a></p>',
  );
});

test("a link to anything but a site path or an https URL keeps only its text", () => {
  for (const href of [
    "javascript:alert%281%29",
    "JAVASCRIPT:void",
    "data:text/html;base64,PHNjcmlwdD4=",
    "//evil.example",
    "/\\evil.example",
    "http://example.com",
    "contact-us",
    "https://",
  ]) {
    expect(render(`[Click here](${href})`), href).toBe("<p>Click here</p>");
  }
});

test("site paths and https URLs are safe hrefs", () => {
  expect(isSafeHref("/contact-us")).toBe(true);
  expect(isSafeHref("/support/drivers/booking-parking#paying")).toBe(true);
  expect(isSafeHref("https://www.gov.uk/parking-tickets")).toBe(true);
  expect(isSafeHref("/contact us")).toBe(false);
  expect(isSafeHref("mailto:help@example.com")).toBe(false);
});

test("a list ends where a line of another kind starts", () => {
  expect(render("- one\n- two\nAfter the list")).toBe(
    "<ul><li>one</li><li>two</li></ul>\n<p>After the list</p>",
  );
  expect(render("- bullet\n1. number")).toBe("<ul><li>bullet</li></ul>\n<ol><li>number</li></ol>");
  expect(render("Before\n- item")).toBe("<p>Before</p>\n<ul><li>item</li></ul>");
});

test("Windows line endings parse like Unix ones", () => {
  expect(render("First\r\n\r\n- a\r\n- b")).toBe("<p>First</p>\n<ul><li>a</li><li>b</li></ul>");
});

test("plain text keeps the words and drops the markup, one line per block or item", () => {
  const blocks = parseMarkdown(
    "Read **the rules** & [contact us](/contact-us).\n\n## Steps\n\n1. One\n2. Two",
  );
  expect(plainText(blocks)).toBe("Read the rules & contact us.\nSteps\nOne\nTwo");
});

test("link targets lists every href written, safe or not", () => {
  const blocks = parseMarkdown(
    "[a](/support)\n\n- [b](javascript:x) and **[c](https://x.example)**",
  );
  expect(linkTargets(blocks)).toEqual(["/support", "javascript:x", "https://x.example"]);
});

test("whatever the source, the HTML holds only the subset's own tags", () => {
  const tags = /<\/?(?:p|h2|h3|ul|ol|li|strong)>|<a href="[^"<>]*">|<\/a>/g;
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom(..."<>&\"'[]()*#-1. \n/:jsavcrpt=ab") }),
      (source) => {
        const html = render(source);
        expect(html.replace(tags, "")).not.toMatch(/[<>]/);
        for (const [, href] of html.matchAll(/<a href="([^"]*)">/g)) {
          expect(isSafeHref((href ?? "").replaceAll("&amp;", "&"))).toBe(true);
        }
      },
    ),
    { numRuns: 500 },
  );
});
