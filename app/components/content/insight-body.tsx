import { Link } from "react-router";
import { inlineParts, type InsightBlock } from "~/content/insights";

function Inline({ text }: { text: string }) {
  return inlineParts(text).map((part, index) =>
    part.kind === "link" ? (
      <Link key={index} to={part.to} className="text-blue-800 underline hover:no-underline">
        {part.text}
      </Link>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

/** An article's blocks as HTML, every word rendered as text by React. */
export function InsightBody({ blocks }: { blocks: InsightBlock[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-800">
      {blocks.map((block, index) => {
        if (block.kind === "heading") {
          return (
            <h2 key={index} className="pt-2 text-2xl font-bold text-navy">
              {block.text}
            </h2>
          );
        }
        if (block.kind === "list") {
          const List = block.ordered ? "ol" : "ul";
          return (
            <List
              key={index}
              className={`space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"}`}
            >
              {block.items.map((item) => (
                <li key={item}>
                  <Inline text={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <Inline text={block.text} />
          </p>
        );
      })}
    </div>
  );
}
