/** sitemaps.org documents. Addresses are absolute; `&`, `<` and friends are escaped. */

export type SitemapEntry = { loc: string; lastmod?: string };

/** A sitemap file holds at most 50,000 addresses. */
export const SITEMAP_LIMIT = 50_000;

function escapeXml(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function entry(tag: string, { loc, lastmod }: SitemapEntry) {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlSet(entries: SitemapEntry[]): string {
  return `${header}<urlset ${namespace}>\n${entries.map((each) => entry("url", each)).join("\n")}\n</urlset>\n`;
}

export function sitemapIndex(entries: SitemapEntry[]): string {
  return `${header}<sitemapindex ${namespace}>\n${entries.map((each) => entry("sitemap", each)).join("\n")}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
