/**
 * A checkout process for tests/api/checkout-crash.test.ts to kill. It opens the database it is
 * given, reserves a period for each driver and pays for all of them at once. The payment
 * provider keeps some answers back, so the process can be killed at a known point of each
 * purchase; it prints "ready" when every purchase has reached its point.
 *
 * Run as: node --import tsx tests/api/crash-child.ts '<CrashPlan as JSON>'
 */
import { openDatabase } from "../../api/db/client";
import { createPaymentProvider } from "../../api/payments/configured";
import type { PaymentProvider } from "../../api/payments/provider";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";

/**
 * Where each driver's purchase is when the process dies: `paid` has its answer, `charged` was
 * charged and its answer lost, `unasked` never reached the provider, `abandoned` never paid.
 */
export type Fate = "paid" | "charged" | "unasked" | "abandoned";

export type CrashDriver = {
  subject: string;
  listingId: number;
  start: string;
  end: string;
  fate: Fate;
};

export type CrashPlan = {
  database: { dataDir: string } | { databaseUrl: string };
  drivers: CrashDriver[];
};

const guestDetails = {
  first_name: "Aoife",
  last_name: "Byrne",
  email: "aoife@example.com",
  mobile: "07700 900123",
  vehicle_reg: "AB12CDE",
};

// An orphaned process never outlives its test run.
setTimeout(() => process.exit(2), 60_000).unref();

const plan = JSON.parse(process.argv[2] ?? "") as CrashPlan;
const database = await openDatabase({ dataDir: "memory://", ...plan.database });
const now = () => new Date();
const fateOfToken = new Map<string, Fate>();
const purchasing = plan.drivers.filter((driver) => driver.fate !== "abandoned").length;
let reachedTheirPoint = 0;

function reached() {
  reachedTheirPoint += 1;
  if (reachedTheirPoint === purchasing) process.stdout.write("ready\n");
}

function stopHere(): Promise<never> {
  reached();
  return new Promise<never>(() => {});
}

/** The sandbox, but a `charged` driver's answer is lost and an `unasked` one's never sent. */
function interruptedPayments(payments: PaymentProvider): PaymentProvider {
  return {
    ...payments,
    async charge(request) {
      const fate = fateOfToken.get(request.paymentToken);
      if (fate === "unasked") return stopHere();
      const result = await payments.charge(request);
      return fate === "charged" ? stopHere() : result;
    },
  };
}

const api = createTestApi(database, {
  now,
  payments: interruptedPayments(createPaymentProvider({ db: database.db, now })),
});

async function post(path: string, body: unknown, headers: Record<string, string>) {
  const response = await api.request(`/api/v2${path}`, {
    method: "POST",
    ...jsonBody(body, headers),
  });
  return { status: response.status, body: await response.json() };
}

function fail(message: string, answer: unknown): never {
  process.stderr.write(`${message}: ${JSON.stringify(answer)}\n`);
  process.exit(1);
}

async function reserve(driver: CrashDriver) {
  const headers = await bearerFor(["anonymous"], driver.subject);
  const reserved = await post(
    `/spaces/${driver.listingId}/reserve`,
    { rental: "short", start: driver.start, end: driver.end, ...guestDetails },
    headers,
  );
  if (reserved.status !== 201) fail(`${driver.subject} could not reserve`, reserved);
  const card = await post(
    "/sandbox/card-tokens",
    { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2030, cvc: "123" },
    headers,
  );
  const paymentToken: string = card.body.data.token;
  fateOfToken.set(paymentToken, driver.fate);
  return { driver, headers, paymentToken, reservationId: reserved.body.data.reservation.id };
}

type Reservation = Awaited<ReturnType<typeof reserve>>;

async function pay({ driver, headers, paymentToken, reservationId }: Reservation) {
  const paid = await post(
    `/spaces/${driver.listingId}/purchase`,
    { reservation_id: reservationId, payment_token: paymentToken },
    { ...headers, "Idempotency-Key": `crash-${driver.subject}` },
  );
  if (paid.status !== 201) fail(`${driver.subject} was not booked`, paid);
  reached();
}

const reservations = await Promise.all(plan.drivers.map(reserve));
await Promise.all(reservations.filter(({ driver }) => driver.fate !== "abandoned").map(pay));
