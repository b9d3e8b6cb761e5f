export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * At most `maxLength` characters of `text`, cut after a whole word and marked with "…" when
 * anything was left out. A single word longer than half the limit is cut where the limit falls.
 */
export function shortenAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const room = text.slice(0, maxLength - 1);
  const endsWithWord = text.charAt(room.length) === " ";
  const lastSpace = room.lastIndexOf(" ");
  const cut = endsWithWord || lastSpace <= maxLength / 2 ? room : room.slice(0, lastSpace);
  return `${cut.replace(/[\s,;:.–—-]+$/u, "")}…`;
}
