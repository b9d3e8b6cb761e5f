import cluster from "node:cluster";
import http from "node:http";
import os from "node:os";
import { sqlStateOf } from "./api/db/errors";
import { EnvError, parseEnv, type Env } from "./server/env";
import { createHost } from "./server/host";
import { createMockedServices, createServices, prepareDatabase } from "./server/services";
import { keepToShare } from "./server/connection-share";
import {
  bindSharedPort,
  listenAlone,
  listenOnSharedPort,
  PortError,
  serversForPort,
} from "./server/shared-port";
import { LISTENING, planWorkers, superviseWorkers, UPKEEP_WORKER } from "./server/workers";

function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * A database that refuses the connection (a wrong password, a missing database) is a
 * configuration mistake: one line says which, not a stack trace. (One that cannot be reached
 * yet is waited for; see openDatabase.)
 */
async function exitOnDatabaseRefusal<T>(open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    const code = sqlStateOf(error);
    if (!code) throw error;
    console.error(
      `Parkway could not open its database: ${error instanceof Error ? error.message : code} [${code}]`,
    );
    process.exit(1);
  }
}

async function exitOnPortRefusal<T>(bind: () => Promise<T>): Promise<T> {
  try {
    return await bind();
  } catch (error) {
    if (!(error instanceof PortError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = loadEnv();
const plan = planWorkers({
  production: env.NODE_ENV === "production",
  mocks: env.MOCKS,
  databaseUrl: env.DATABASE_URL,
  webConcurrency: env.WEB_CONCURRENCY,
  cores: os.availableParallelism(),
});
if (plan.count > 1 && cluster.isPrimary) {
  console.log(`Parkway is starting ${plan.reason}`);
  await exitOnDatabaseRefusal(() => prepareDatabase(env));
  superviseWorkers(plan.count, await exitOnPortRefusal(() => bindSharedPort(env.HOST, env.PORT)));
} else {
  if (cluster.isPrimary) console.log(`Parkway runs as ${plan.reason}`);
  await serve(env);
}

async function serve(env: Env) {
  const inCluster = cluster.isWorker;
  const services = env.MOCKS
    ? await createMockedServices(env)
    : await exitOnDatabaseRefusal(() =>
        createServices(env, {
          seed: !inCluster,
          upkeep: !inCluster || process.env[UPKEEP_WORKER] === "1",
        }),
      );
  const app = createHost({
    ...services,
    logFormat: env.LOG_FORMAT,
    maxRequestsInFlight: env.MAX_REQUESTS_IN_FLIGHT,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
  });

  const where = { host: env.HOST, port: env.PORT };
  const servers = serversForPort(() => {
    const server = http.createServer(app);
    // Idle connections outlive a load balancer's (60 s is common): were Node's 5 s the shorter, a
    // client could send on a connection in the instant the server closes it, and be reset.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    return server;
  });
  const share = inCluster
    ? keepToShare(servers, () => listenOnSharedPort(servers, where), process)
    : undefined;
  await exitOnPortRefusal(() => share?.listening ?? listenAlone(servers, where));
  console.log(
    `${inCluster ? `Worker ${cluster.worker?.id} of Parkway` : "Parkway"} is listening on http://localhost:${env.PORT} (${services.backing})`,
  );
  if (inCluster) process.send?.(LISTENING);

  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping`);
    setTimeout(() => process.exit(1), 10_000).unref();
    void (async () => {
      await share?.stop();
      await Promise.all(
        servers.map((server) => {
          const closed = new Promise((resolve) => server.close(resolve));
          server.closeIdleConnections();
          return closed;
        }),
      );
      await services.stop();
      process.exit(0);
    })();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
