import { escapeHtml } from "../domain/html";
import { collapseWhitespace, shortenAtWord } from "./text";

/**
 * Help-centre search over articles held in memory.
 *
 * A query is split into words (surrounding punctuation dropped, case ignored). An article
 * matches when every word starts a word somewhere in its title or body, so "refund" finds
 * "refunds" and "3-pin" finds "3-pin" but "car" does not find "Oscar". Matches are ranked by how
 * many query words the title holds, then by how often the words occur in the body, then in the
 * order the articles were given. Each result carries a snippet of the body around the first
 * match, escaped as HTML, with every matched word wrapped in <em>.
 */

/** `text` holds one line per heading, paragraph or list item. */
export type SearchableArticle = { title: string; text: string };

export type SearchHit<T> = { article: T; snippet: string };

const snippetLength = 180;
const snippetLead = 60;

export function queryWords(query: string): string[] {
  const words = query
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").toLowerCase())
    .filter((word) => word !== "");
  return [...new Set(words)];
}

/** The lines as running text: a line without closing punctuation ends with a full stop. */
export function runningText(lines: string): string {
  return collapseWhitespace(lines.replace(/([^\s.!?:;…])[^\S\n]*\n/gu, "$1.\n"));
}

function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}[\\p{L}\\p{N}]*`, "giu");
}

function matchRanges(text: string, words: string[]): { start: number; end: number }[] {
  return words.flatMap((word) =>
    [...text.matchAll(wordPattern(word))].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    })),
  );
}

export function searchArticles<T extends SearchableArticle>(
  articles: readonly T[],
  query: string,
): SearchHit<T>[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const patterns = words.map(wordPattern);

  const ranked = articles.flatMap((article, order) => {
    const text = runningText(article.text);
    let titleWords = 0;
    let bodyMatches = 0;
    for (const pattern of patterns) {
      const inTitle = article.title.search(pattern) !== -1;
      const inBody = text.match(pattern)?.length ?? 0;
      if (!inTitle && inBody === 0) return [];
      if (inTitle) titleWords += 1;
      bodyMatches += inBody;
    }
    return [{ article, order, titleWords, bodyMatches, snippet: snippet(text, words) }];
  });

  ranked.sort(
    (a, b) => b.titleWords - a.titleWords || b.bodyMatches - a.bodyMatches || a.order - b.order,
  );
  return ranked.map(({ article, snippet }) => ({ article, snippet }));
}

/**
 * About `snippetLength` characters of `text` around the first match of any of `words` (from the
 * start when none occurs), whole words only, with the matches highlighted.
 */
export function snippet(text: string, words: string[]): string {
  const flat = runningText(text);
  const ranges = matchRanges(flat, words);
  const first = Math.min(...ranges.map((range) => range.start));
  if (!Number.isFinite(first) || flat.length <= snippetLength) {
    const short = shortenAtWord(flat, snippetLength);
    return highlight(short, words);
  }

  let start = Math.max(0, Math.min(first - snippetLead, flat.length - snippetLength));
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space !== -1 && space < first ? space + 1 : first;
  }
  let end = Math.min(flat.length, start + snippetLength);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > first) end = space;
  }
  const window = flat.slice(start, end).replace(/[\s,;:–—-]+$/u, "");
  return `${start > 0 ? "…" : ""}${highlight(window, words)}${end < flat.length ? "…" : ""}`;
}

/** `text` escaped as HTML, with every match of `words` wrapped in <em> (overlaps joined). */
export function highlight(text: string, words: string[]): string {
  const merged: { start: number; end: number }[] = [];
  for (const range of matchRanges(text, words).sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  let html = "";
  let position = 0;
  for (const range of merged) {
    html += escapeHtml(text.slice(position, range.start));
    html += `<em>${escapeHtml(text.slice(range.start, range.end))}</em>`;
    position = range.end;
  }
  return html + escapeHtml(text.slice(position));
}
