import {
  createContext,
  lazy,
  Suspense,
  use,
  type HTMLAttributes,
  type LazyExoticComponent,
  type ReactNode,
} from "react";
import { useHydrating } from "./hydrating";

/** Flags, a market, a signed-in state: what a block of markup is a pure function of. */
export type MarkupProps = Record<string, string | number | boolean | null>;

/** A component whose markup depends on its props alone: no hooks, context or eager images. */
export type MarkupComponent<Props extends MarkupProps> = (props: Props) => ReactNode;

/** The server's HTML of a component rendered from `props`, made once for each distinct props. */
export type MarkupCache = {
  markup<Props extends MarkupProps>(component: MarkupComponent<Props>, props: Props): string;
};

/** Given by the server's render only. */
export const MarkupCacheContext = createContext<MarkupCache | null>(null);

/** A component kept out of the browser's bundle, loaded there only if its markup must change. */
export type MarkupContent<Props extends MarkupProps> = {
  loaded: () => Promise<MarkupComponent<Props>>;
  Lazy: LazyExoticComponent<MarkupComponent<Props>>;
};

export function markupContent<Props extends MarkupProps>(
  load: () => Promise<MarkupComponent<Props>>,
): MarkupContent<Props> {
  // One promise, so that React can read it again once settled.
  let loading: Promise<MarkupComponent<Props>> | undefined;
  const loaded = () => (loading ??= load());
  return { loaded, Lazy: lazy(() => loaded().then((component) => ({ default: component }))) };
}

/** The same for props given in any order. */
export function variantKey(props: MarkupProps): string {
  return JSON.stringify(Object.entries(props).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** What the page was served with, by block: read from the document as React hydrates it. */
const served = new Map<string, { key: string; html: string }>();

function servedMarkup(name: string, key: string, hydrating: boolean): string | null {
  if (hydrating) {
    const element = document.querySelector(`[data-rendered-once="${name}"]`);
    if (element) served.set(name, { key, html: element.innerHTML });
  }
  const markup = served.get(name);
  return markup?.key === key ? markup.html : null;
}

type RenderedOnceProps<Props extends MarkupProps> = HTMLAttributes<HTMLElement> & {
  as: "div" | "ul";
  /** Names the block in the page, where the browser finds the markup it was served. */
  name: string;
  component: MarkupContent<Props>;
  props: Props;
};

/**
 * An element whose children are the same for everyone given the same `props` (the header's menus,
 * the footer's site map). The server renders them once per variant and sends that HTML. The
 * browser keeps the served HTML as it is, without hydrating or even loading the component
 * (its links are site links, its menus `<details>`), and loads and renders the component only
 * when the props change or the block first appears after a client navigation (decision 030).
 */
export function RenderedOnce<Props extends MarkupProps>({
  as: Tag,
  name,
  component: content,
  props,
  ...attributes
}: RenderedOnceProps<Props>) {
  const cache = use(MarkupCacheContext);
  const hydrating = useHydrating();
  if (typeof document === "undefined") {
    if (!cache) {
      return (
        <Tag {...attributes} data-rendered-once={name}>
          <content.Lazy {...props} />
        </Tag>
      );
    }
    const html = cache.markup(use(content.loaded()), props);
    return (
      <Tag {...attributes} data-rendered-once={name} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  const html = servedMarkup(name, variantKey(props), hydrating);
  if (html !== null) {
    return (
      <Tag
        key="served"
        {...attributes}
        data-rendered-once={name}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <Tag key="rendered" {...attributes} data-rendered-once={name}>
      <Suspense fallback={null}>
        <content.Lazy {...props} />
      </Suspense>
    </Tag>
  );
}
