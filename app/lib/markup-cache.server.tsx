import { renderToString } from "react-dom/server";
import type { MarkupCache, MarkupContent, MarkupProps } from "./markup-cache";

/** Flags and market make a handful of variants; past this many, the oldest is dropped. */
const VARIANTS_PER_CONTENT = 32;

/**
 * Keeps each content's markup by its props, so a variant is rendered once per process. The key
 * is every prop the markup is made from, which is what makes sharing it safe: two requests get
 * the same HTML only when they would have rendered the same HTML.
 */
export function createMarkupCache(): MarkupCache {
  const byContent = new WeakMap<object, Map<string, string>>();
  return {
    markup<Props extends MarkupProps>(Content: MarkupContent<Props>, props: Props) {
      let variants = byContent.get(Content);
      if (!variants) byContent.set(Content, (variants = new Map()));
      const key = JSON.stringify(Object.entries(props).sort(([a], [b]) => (a < b ? -1 : 1)));
      let markup = variants.get(key);
      if (markup === undefined) {
        markup = renderToString(<Content {...props} />);
        if (variants.size >= VARIANTS_PER_CONTENT) variants.delete(variants.keys().next().value!);
        variants.set(key, markup);
      }
      return markup;
    },
  };
}
