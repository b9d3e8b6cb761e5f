import http from "node:http";
import { listenOnSharedPort } from "../../server/shared-port";

const where = { host: "127.0.0.1", port: Number(process.argv[2]) };
try {
  const servers = await listenOnSharedPort(
    () => http.createServer((_request, response) => response.end(String(process.pid))),
    where,
  );
  process.send?.(`listening on ${servers.length}`);
} catch (error) {
  process.send?.(String(error));
}
