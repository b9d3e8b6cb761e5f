/**
 * The production host with its real middleware, serving the built app, plus one extra page: a
 * static HTML string with the same bytes as the app's bare page, captured on the first request
 * with that request's cookies, so both pay the same compression and logging costs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RequestHandler } from "express";
import { parseEnv } from "../server/env";
import { createHost } from "../server/host";
import { createServices } from "../server/services";
import { BARE_PATH, STATIC_PATH } from "./pages";

const port = Number(process.env.BENCH_PORT);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-bench-"));
const env = parseEnv({ ...process.env, DATA_DIR: dataDir, LOG_FORMAT: "combined" });
const services = await createServices(env);

let staticHtml: Promise<string> | undefined;
const serveStaticString: RequestHandler = async (req, res, next) => {
  if (req.path !== STATIC_PATH) return services.web.handler(req, res, next);
  staticHtml ??= fetch(`http://127.0.0.1:${port}${BARE_PATH}`, {
    headers: { Cookie: req.get("Cookie") ?? "" },
  }).then((response) => response.text());
  res.type("html").send(await staticHtml);
};

const app = createHost({
  ...services,
  logFormat: env.LOG_FORMAT,
  web: { ...services.web, handler: serveStaticString },
  // Throughput is measured at saturation on purpose: every request must be served.
  maxEventLoopDelayMs: 0,
});
const server = app.listen(port, "127.0.0.1");

process.on("SIGTERM", () => {
  server.close(async () => {
    await services.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  server.closeAllConnections();
});
