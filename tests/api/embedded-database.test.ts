import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { openDatabase } from "../../api/db/client";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";

let scratchFolder: string | undefined;

afterEach(() => {
  if (scratchFolder) {
    fs.rmSync(scratchFolder, { recursive: true, force: true });
  }
});

test.skipIf(process.env.TEST_DATABASE !== "pglite")(
  "the embedded database keeps feature flags and the signing key across restarts",
  async () => {
    scratchFolder = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-test-"));
    const dataDir = path.join(scratchFolder, "not", "yet", "created");

    const first = await openDatabase({ dataDir });
    const issued = await createTestApi(first, { jwtSecret: null }).request(
      "/api/v2/auth/anonymous-token",
      { method: "POST" },
    );
    const guestToken = (await issued.json()).data.access_token;
    const switched = await createTestApi(first).request("/api/v2/admin/site-config/features/ada", {
      method: "PUT",
      ...jsonBody({ enabled: true }, await bearerFor(["admin"])),
    });
    expect(switched.status).toBe(200);
    await first.close();

    const reopened = await openDatabase({ dataDir });
    try {
      const api = createTestApi(reopened, { jwtSecret: null });
      const config = await (await api.request("/api/v2/site-config")).json();
      const guestOnAdminRoute = await api.request("/api/v2/admin/site-config/features/ada", {
        method: "PUT",
        ...jsonBody({ enabled: false }, { Authorization: `Bearer ${guestToken}` }),
      });

      expect(config.data.features.ada).toBe(true);
      expect(guestOnAdminRoute.status).toBe(403);
    } finally {
      await reopened.close();
    }
  },
);
