import { renderToString } from "react-dom/server";
import { BoundedMap } from "#contract/bounded-map";
import {
  variantKey,
  type MarkupCache,
  type MarkupComponent,
  type MarkupProps,
} from "./markup-cache";

/** Flags and market make a handful of variants; past this many, the oldest is dropped. */
const VARIANTS_PER_COMPONENT = 32;

/**
 * Keeps each component's markup by its props, so a variant is rendered once per process. The
 * key is every prop the markup is made from, which is what makes sharing it safe: two requests
 * get the same HTML only when they would have rendered the same HTML.
 */
export function createMarkupCache(): MarkupCache {
  const byComponent = new WeakMap<object, Map<string, string>>();
  return {
    markup<Props extends MarkupProps>(Component: MarkupComponent<Props>, props: Props) {
      let variants = byComponent.get(Component);
      if (!variants)
        byComponent.set(Component, (variants = new BoundedMap(VARIANTS_PER_COMPONENT)));
      const key = variantKey(props);
      let markup = variants.get(key);
      if (markup === undefined) {
        markup = renderToString(<Component {...props} />);
        variants.set(key, markup);
      }
      return markup;
    },
  };
}
