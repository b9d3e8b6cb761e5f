import { gzipSync } from "node:zlib";

export type PageWeight = {
  path: string;
  scripts: Array<{ url: string; bytes: number; gzipBytes: number }>;
  totalBytes: number;
  totalGzipBytes: number;
};

/** Every script a page loads at start: module preloads and script sources in its HTML. */
function scriptUrls(html: string) {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(match[1]!);
  return [...urls];
}

/** The JavaScript a first visit to `path` downloads, raw and gzip-compressed (level 6). */
export async function measurePageWeight(origin: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(origin + path)).text();
  const scripts = await Promise.all(
    scriptUrls(html).map(async (url) => {
      const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
      return { url, bytes: body.byteLength, gzipBytes: gzipSync(body, { level: 6 }).byteLength };
    }),
  );
  return {
    path,
    scripts,
    totalBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}
