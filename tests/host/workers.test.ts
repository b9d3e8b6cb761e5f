import { expect, test } from "vitest";
import { planWorkers, type WorkerPlanInput } from "../../server/workers";

const production: WorkerPlanInput = {
  production: true,
  mocks: false,
  databaseUrl: "postgres://parkway@db.internal:5432/parkway",
  webConcurrency: undefined,
  cores: 4,
};

test("with PostgreSQL in production, one worker per core", () => {
  expect(planWorkers(production)).toEqual({ count: 4, reason: "4 workers, one per core" });
  expect(planWorkers({ ...production, cores: 1 })).toEqual({
    count: 1,
    reason: "1 worker, one per core",
  });
});

test("WEB_CONCURRENCY sets the number of workers, fewer or more than the cores", () => {
  expect(planWorkers({ ...production, webConcurrency: 2 })).toEqual({
    count: 2,
    reason: "2 workers (WEB_CONCURRENCY)",
  });
  expect(planWorkers({ ...production, webConcurrency: 8 }).count).toBe(8);
  expect(planWorkers({ ...production, webConcurrency: 1 }).reason).toBe(
    "1 worker (WEB_CONCURRENCY)",
  );
});

test("the embedded database keeps the host to one process, and the start log says why", () => {
  const plan = planWorkers({ ...production, databaseUrl: undefined, webConcurrency: 4 });
  expect(plan.count).toBe(1);
  expect(plan.reason).toBe(
    "one process, with the embedded database (PGlite) on a thread of its own; set DATABASE_URL for one worker per core",
  );
});

test("development and the mocked upstreams run in one process", () => {
  expect(planWorkers({ ...production, production: false })).toEqual({
    count: 1,
    reason: "one process: development",
  });
  expect(planWorkers({ ...production, mocks: true })).toEqual({
    count: 1,
    reason: "one process: mocked upstreams",
  });
});
