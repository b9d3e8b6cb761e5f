import { useNonce } from "~/lib/nonce";

/** Structured data for search engines. It carries the CSP nonce as every inline script does; `<` is escaped. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  );
}
