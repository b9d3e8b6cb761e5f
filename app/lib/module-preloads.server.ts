const MODULE_PRELOAD = '<link rel="modulepreload" ';

/**
 * React Router's `<Scripts>` preloads every module the page hydrates with, at the browser's
 * high priority for scripts, where they share the connection with the stylesheet and the first
 * images and hold back the first paint. Every page is whole without JavaScript, so its modules
 * can wait: they are fetched at low priority, as React fetches its own bootstrap modules.
 */
export function withLowPriorityModulePreloads(html: string) {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchPriority="low" `);
}
