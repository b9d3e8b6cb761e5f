import { z } from "zod";
import { escapeHtml } from "./domain/html";

/**
 * A readable reference for the API, rendered on the server from its own OpenAPI document: one
 * page, no scripts, no third-party assets, so it works wherever the API does.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  description?: string;
  example?: unknown;
  default?: unknown;
};

const schema: z.ZodType<Schema> = z.lazy(() =>
  z
    .object({
      $ref: z.string().optional(),
      type: z.union([z.string(), z.array(z.string())]).optional(),
      format: z.string().optional(),
      enum: z.array(z.unknown()).optional(),
      const: z.unknown().optional(),
      items: schema.optional(),
      properties: z.record(z.string(), schema).optional(),
      required: z.array(z.string()).optional(),
      anyOf: z.array(schema).optional(),
      oneOf: z.array(schema).optional(),
      allOf: z.array(schema).optional(),
      additionalProperties: z.union([schema, z.boolean()]).optional(),
      description: z.string().optional(),
      example: z.unknown().optional(),
      default: z.unknown().optional(),
    })
    .loose(),
);

const content = z.record(z.string(), z.object({ schema: schema.optional() }).loose());

const operation = z
  .object({
    summary: z.string().optional(),
    description: z.string().optional(),
    tags: z.array(z.string()).default(["Other"]),
    security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
    parameters: z
      .array(
        z
          .object({
            name: z.string(),
            in: z.string(),
            required: z.boolean().optional(),
            description: z.string().optional(),
            schema: schema.optional(),
          })
          .loose(),
      )
      .default([]),
    requestBody: z.object({ content: content.optional() }).loose().optional(),
    responses: z
      .record(
        z.string(),
        z.object({ description: z.string().default(""), content: content.optional() }).loose(),
      )
      .default({}),
  })
  .loose();

const document = z
  .object({
    info: z
      .object({ title: z.string(), version: z.string(), description: z.string().optional() })
      .loose(),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z
      .object({ schemas: z.record(z.string(), schema).optional() })
      .loose()
      .optional(),
  })
  .loose();

const methods = ["get", "post", "put", "patch", "delete"] as const;

function anchor(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function refName(ref: string) {
  return ref.split("/").at(-1) ?? ref;
}

/** A schema as a short type expression, e.g. `{ id: integer, title: string }[]`. */
function typeOf(node: Schema | undefined, depth = 0): string {
  if (!node) return "any";
  if (node.$ref) {
    const name = refName(node.$ref);
    return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (node.const !== undefined) return `<code>${escapeHtml(JSON.stringify(node.const))}</code>`;
  if (node.enum)
    return node.enum
      .map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`)
      .join(" | ");
  const variants = node.anyOf ?? node.oneOf;
  if (variants) return variants.map((variant) => typeOf(variant, depth)).join(" | ");
  if (node.allOf) return node.allOf.map((part) => typeOf(part, depth)).join(" &amp; ");
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.includes("array")) return `${typeOf(node.items, depth)}[]`;
  if (types.includes("object") || node.properties) {
    if (!node.properties) return "object";
    if (depth > 3) return "{ … }";
    const required = new Set(node.required ?? []);
    const fields = Object.entries(node.properties).map(
      ([name, field]) =>
        `<li><code>${escapeHtml(name)}</code>${required.has(name) ? "" : "?"}: ${typeOf(field, depth + 1)}${
          field.description ? ` <span class="note">${escapeHtml(field.description)}</span>` : ""
        }</li>`,
    );
    return `object<ul>${fields.join("")}</ul>`;
  }
  const base = types.filter((type) => type !== "null").join(" | ") || "any";
  const nullable = types.includes("null") ? " | null" : "";
  return `${escapeHtml(base)}${node.format ? ` <span class="note">(${escapeHtml(node.format)})</span>` : ""}${nullable}`;
}

function bodies(media: z.infer<typeof content> | undefined) {
  if (!media) return "";
  return Object.entries(media)
    .map(
      ([type, { schema: body }]) =>
        `<div class="body"><span class="media">${escapeHtml(type)}</span> ${typeOf(body)}</div>`,
    )
    .join("");
}

function renderOperation(method: string, path: string, raw: unknown) {
  const parsed = operation.safeParse(raw);
  if (!parsed.success) return "";
  const op = parsed.data;
  const parameters = op.parameters.length
    ? `<table><thead><tr><th>parameter</th><th>in</th><th>type</th><th>description</th></tr></thead><tbody>${op.parameters
        .map(
          (parameter) =>
            `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? " <strong>required</strong>" : ""}</td><td>${escapeHtml(parameter.in)}</td><td>${typeOf(parameter.schema)}</td><td>${escapeHtml(parameter.description ?? parameter.schema?.description ?? "")}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : "";
  const responses = Object.entries(op.responses)
    .map(
      ([status, response]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)}${bodies(response.content)}</li>`,
    )
    .join("");
  return `<article id="${anchor(`${method} ${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${op.summary ? `<p class="summary">${escapeHtml(op.summary)}</p>` : ""}
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
${op.security?.length ? `<p class="note">Needs a bearer access token.</p>` : ""}
${parameters}
${op.requestBody ? `<h4>Request body</h4>${bodies(op.requestBody.content)}` : ""}
<h4>Responses</h4><ul class="responses">${responses}</ul>
</article>`;
}

export function renderReference(openApi: unknown): string {
  const spec = document.parse(openApi);
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of methods) {
      if (!item[method]) continue;
      const tag = operation.safeParse(item[method]).data?.tags[0] ?? "Other";
      const html = renderOperation(method, path, item[method]);
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(spec.components?.schemas ?? {})
    .map(
      ([name, node]) =>
        `<section id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3><div class="body">${typeOf(node)}</div></section>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(spec.info.title)} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#0f172a}main{max-width:960px;margin:0 auto;padding:24px}
header{background:#0b1f3a;color:#fff;padding:24px}header h1{margin:0 auto;max-width:960px}
nav ul{columns:2}a{color:#1d4ed8}code{background:#f1f5f9;padding:1px 4px;border-radius:4px}
article{border-top:1px solid #cbd5e1;padding:12px 0}.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:2px 6px}
.get{background:#15803d}.post{background:#1d4ed8}.put,.patch{background:#b45309}.delete{background:#b91c1c}
.note{color:#475569;font-size:.9em}.media{font-size:.85em;color:#475569}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #cbd5e1;padding:4px 8px;text-align:left;vertical-align:top}ul ul{margin:0}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style></head>
<body><header><h1>${escapeHtml(spec.info.title)} <small>v${escapeHtml(spec.info.version)}</small></h1></header><main>
<p>${escapeHtml(spec.info.description ?? "")}</p>
<p>The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Sections"><ul>${tags.map((tag) => `<li><a href="#${anchor(tag)}">${escapeHtml(tag)}</a></li>`).join("")}<li><a href="#schemas">Schemas</a></li></ul></nav>
${tags.map((tag) => `<section id="${anchor(tag)}"><h2>${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join("")}</section>`).join("")}
<section id="schemas"><h2>Schemas</h2>${schemas}</section>
</main></body></html>`;
}
