import { createContext, use, type HTMLAttributes, type ReactNode } from "react";

/** Flags, a market, a signed-in state: what a block of markup is a pure function of. */
export type MarkupProps = Record<string, string | number | boolean | null>;

/** A component whose markup depends on its props alone: no hooks, context or eager images. */
export type MarkupContent<Props extends MarkupProps> = (props: Props) => ReactNode;

/** The server's HTML of `content` rendered from `props`, made once for each distinct props. */
export type MarkupCache = {
  markup<Props extends MarkupProps>(content: MarkupContent<Props>, props: Props): string;
};

/** Given by the server's render only: the browser always renders the content itself. */
export const MarkupCacheContext = createContext<MarkupCache | null>(null);

type RenderedOnceProps<Props extends MarkupProps> = HTMLAttributes<HTMLElement> & {
  as: "div" | "ul";
  component: MarkupContent<Props>;
  props: Props;
};

/**
 * An element whose children are the same for everyone given the same `props` (the header's menus,
 * the footer's site map): the server renders them once per variant and sends that HTML, the
 * browser renders and hydrates them as React components over the same markup (decision 030).
 */
export function RenderedOnce<Props extends MarkupProps>({
  as: Tag,
  component: Content,
  props,
  ...attributes
}: RenderedOnceProps<Props>) {
  const cache = use(MarkupCacheContext);
  if (!cache) {
    return (
      <Tag {...attributes}>
        <Content {...props} />
      </Tag>
    );
  }
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: cache.markup(Content, props) }} />;
}
