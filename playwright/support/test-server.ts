/**
 * The production server the suite starts: its address and the secret it signs tokens with.
 * E2E_PORT moves it, so two checkouts on one machine can run their suites at once.
 */
export const TEST_PORT = Number(process.env.E2E_PORT ?? 3210);

export const TEST_BASE_URL = `http://127.0.0.1:${TEST_PORT}`;

// Test-only: the server is started with this so tests can sign admin tokens it accepts.
export const TEST_JWT_SECRET = "parkway-e2e-signing-secret-not-for-production";

/**
 * A second server with Stripe configured (decision 032), its API answered in-process by the
 * fake of tests/mocks/stripe.ts (MOCK_STRIPE): the journeys that pay with Stripe use it.
 */
export const STRIPE_TEST_PORT = TEST_PORT + 1;
export const STRIPE_TEST_BASE_URL = `http://127.0.0.1:${STRIPE_TEST_PORT}`;
