const MODULE_PRELOAD = '<link rel="modulepreload" ';
const HEAD_END = "</head>";

/**
 * React Router's `<Scripts>` preloads every module the page hydrates with, at the browser's
 * high priority for scripts, where they share the connection with the stylesheet and the first
 * images and hold back the first paint. Every page is whole without JavaScript, so its modules
 * can wait: they are fetched at low priority, as React fetches its own bootstrap modules.
 *
 * React hoists the preloads into the head, so only the head is decoded and rewritten: decoding
 * and encoding the whole document again cost more than compressing it.
 */
export function withLowPriorityModulePreloads(document: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = document.indexOf(HEAD_END);
  const end = headEnd < 0 ? document.byteLength : headEnd;
  const head = document.toString("utf8", 0, end);
  if (!head.includes(MODULE_PRELOAD)) return document;
  const rewritten = Buffer.from(
    head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchPriority="low" `),
  );
  return Buffer.concat([rewritten, document.subarray(end)]);
}
