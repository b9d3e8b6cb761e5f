import http from "node:http";
import { keepToShare } from "../../server/connection-share";
import { listenOnSharedPort, serversForPort } from "../../server/shared-port";

const where = { host: "127.0.0.1", port: Number(process.argv[2]) };
const servers = serversForPort(() =>
  http.createServer((_request, response) => response.end(String(process.pid))),
);
try {
  await keepToShare(servers, () => listenOnSharedPort(servers, where), process).listening;
  process.send?.(`listening on ${servers.filter((server) => server.listening).length}`);
} catch (error) {
  process.send?.(String(error));
}
