/** The production server the suite starts: its address and the secret it signs tokens with. */
export const TEST_PORT = 3210;

export const TEST_BASE_URL = `http://127.0.0.1:${TEST_PORT}`;

// Test-only: the server is started with this so tests can sign admin tokens it accepts.
export const TEST_JWT_SECRET = "parkway-e2e-signing-secret-not-for-production";
