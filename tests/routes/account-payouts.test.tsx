// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test } from "vitest";
import { payoutsOverviewSchema, statementSchema, type PayoutsOverview } from "#contract/payouts";
import Payouts, { action, loader } from "../../app/routes/account/payouts";
import PayoutStatement, {
  loader as statementLoader,
} from "../../app/routes/account/payout-statement";
import { loader as csvLoader } from "../../app/routes/account/payout-statement-csv";
import { contractJson } from "../mocks/contract-json";
import { driverToken, marketplaceUrl } from "../mocks/marketplace";
import { server } from "../mocks/server";
import { actionArgs, flashedToast, inPlace, loaderArgs, thrown } from "./account-visitor";

const api = (path: string) => new URL(path, marketplaceUrl).toString();

const payout = {
  id: "0b7c3c1e-5f2a-4d6b-8e9f-1a2b3c4d5e6f",
  month: "2027-01",
  currency: "GBP" as const,
  amount_minor: 1_200,
  status: "paid" as const,
  account_last4: "4958",
  created_at: "2027-01-01T00:01:00.000Z",
  paid_at: "2027-01-01T00:01:02.000Z",
};

let overview: PayoutsOverview;
let saved: unknown[];

function authorised(request: Request) {
  return request.headers.get("Authorization") === `Bearer ${driverToken}`;
}

const unauthorised = () => HttpResponse.json({ message: "Sign in" }, { status: 401 });

beforeEach(() => {
  saved = [];
  overview = {
    provider: "sandbox",
    accounts: [],
    balances: [
      {
        currency: "GBP",
        balance_minor: 2_000,
        upcoming: { on: "2027-02-01", amount_minor: 800 },
      },
    ],
    payouts: [payout],
  };
  server.use(
    http.get(api("v2/payouts"), ({ request }) =>
      authorised(request)
        ? contractJson(payoutsOverviewSchema, { data: overview })
        : unauthorised(),
    ),
    http.put(api("v2/payouts/bank-account"), async ({ request }) => {
      if (!authorised(request)) return unauthorised();
      const body = (await request.json()) as { account_number?: string };
      if (body.account_number === "66374959") {
        return HttpResponse.json(
          {
            message: "Please correct the invalid fields",
            errors: {
              account_number: [
                "This account number does not belong with this sort code: check both for a typing mistake",
              ],
            },
          },
          { status: 400 },
        );
      }
      saved.push(body);
      return HttpResponse.json({
        data: {
          currency: "GBP",
          country: "GB",
          holder_name: "Ada Owner",
          last4: "4958",
          status: "ready",
        },
        message: "We will pay your pounds earnings into the account ending 4958.",
      });
    }),
    http.get(api("v2/payouts/statements/:month"), ({ request, params }) => {
      if (!authorised(request)) return unauthorised();
      if (params.month !== "2027-01") {
        return HttpResponse.json({ message: "No payout was made that month" }, { status: 404 });
      }
      if (new URL(request.url).searchParams.get("format") === "csv") {
        return new HttpResponse(
          "Reference,Space,Parking,Start,End,Entry,Currency,Amount\r\nPW-4RT8KQ,Bay near Leeds station,short,2026-12-03T08:00:00.000Z,2026-12-03T11:00:00.000Z,earning,GBP,12.00\r\n",
          { headers: { "Content-Type": "text/csv; charset=utf-8" } },
        );
      }
      return contractJson(statementSchema, {
        data: {
          month: "2027-01",
          payouts: [payout],
          lines: [
            {
              reference: "PW-4RT8KQ",
              space: "Bay near Leeds station",
              rental: "short",
              start: "2026-12-03T08:00:00.000Z",
              end: "2026-12-03T11:00:00.000Z",
              kind: "earning",
              currency: "GBP",
              amount_minor: 1_200,
            },
          ],
        },
      });
    }),
  );
});

afterEach(cleanup);

async function renderPayouts() {
  const data = await loader(loaderArgs("/account/payouts"));
  const Stub = createRoutesStub([
    {
      path: "/account/payouts",
      loader: () => data,
      Component: Payouts,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/account/payouts"]} />);
  await screen.findByRole("heading", { name: "Payouts", level: 2 });
}

test("an owner sees their balance, the next payout, a nudge to add bank details and the payouts made", async () => {
  await renderPayouts();
  expect(screen.getByText("£20.00")).toBeTruthy();
  expect(screen.getByText("Next payout, 1 February 2027").nextSibling?.textContent).toBe("£8.00");
  expect(screen.getByText(/Add your UK bank details below so we can pay you/)).toBeTruthy();
  const table = screen.getByRole("table", { name: "Payouts made, most recent first" });
  expect(
    within(table)
      .getAllByRole("row")
      .map((row) => row.textContent),
  ).toEqual([
    "MonthAmountPaid intoStatusStatement",
    "January 2027£12.00Account ending 4958PaidStatement for January 2027 CSV of the statement for January 2027",
  ]);
  expect(
    within(table).getByRole("link", { name: "Statement for January 2027" }).getAttribute("href"),
  ).toBe("/account/payouts/statements/2027-01");
  for (const name of ["Account holder's name", "Sort code", "Account number", "IBAN"]) {
    expect(screen.getAllByLabelText(name).length).toBeGreaterThan(0);
  }
});

test("a driver with no spaces is told payouts are for owners", async () => {
  server.use(
    http.get(api("v2/payouts"), () =>
      HttpResponse.json({ message: "Only space owners have payouts" }, { status: 403 }),
    ),
  );
  expect(await loader(loaderArgs("/account/payouts"))).toEqual({ owner: false });
});

test("a UK account is saved with its sort code as typed, and the owner is told where they will be paid", async () => {
  const response = (await action(
    actionArgs("/account/payouts", {
      intent: "uk-account",
      country: "GB",
      holder_name: "Ada Owner",
      sort_code: "08-99-99",
      account_number: "6637 4958",
    }),
  )) as Response;
  expect(response.headers.get("Location")).toBe("/account/payouts");
  expect(saved).toEqual([
    { country: "GB", holder_name: "Ada Owner", sort_code: "089999", account_number: "66374958" },
  ]);
  expect(await flashedToast(response)).toMatchObject({
    title: "Payout details saved",
    description: "We will pay your pounds earnings into the account ending 4958.",
  });
});

test("bank details that fail the checks are refused on their fields, before or by the service", async () => {
  const typed = inPlace<{ result: { error?: Record<string, string[]> } }>(
    await action(
      actionArgs("/account/payouts", {
        intent: "irish-account",
        country: "IE",
        holder_name: "",
        iban: "IE29 AIBK 9311 5212 3456 79",
      }),
    ),
  );
  expect(typed.status).toBe(400);
  expect(typed.data.result.error).toEqual({
    holder_name: ["Enter the account holder's name, as the bank has it"],
    iban: ["This IBAN's check digits do not match: check it for a typing mistake"],
  });

  const modulus = inPlace<{ result: { error?: Record<string, string[]> } }>(
    await action(
      actionArgs("/account/payouts", {
        intent: "uk-account",
        country: "GB",
        holder_name: "Ada Owner",
        sort_code: "089999",
        account_number: "66374959",
      }),
    ),
  );
  expect(modulus.status).toBe(400);
  expect(modulus.data.result.error).toEqual({
    account_number: [
      "This account number does not belong with this sort code: check both for a typing mistake",
    ],
  });
  expect(saved).toEqual([]);
});

test("a month's statement prints as a page and downloads as CSV", async () => {
  const data = await statementLoader(
    loaderArgs("/account/payouts/statements/2027-01", { month: "2027-01" }),
  );
  const Stub = createRoutesStub([
    {
      path: "/account/payouts/statements/:month",
      loader: () => data,
      Component: PayoutStatement,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/account/payouts/statements/2027-01"]} />);
  await screen.findByRole("heading", { name: "Payout statement, January 2027" });
  const table = screen.getByRole("table", {
    name: "What the January 2027 payouts paid for, with any refunds taken back",
  });
  expect(within(table).getAllByRole("row")[1]?.textContent).toBe(
    "PW-4RT8KQBay near Leeds stationHourlyThu, 3 Dec 2026, 08:00 to Thu, 3 Dec 2026, 11:00Booking£12.00",
  );

  const csv = await csvLoader(
    loaderArgs("/account/payouts/statements/2027-01/csv", { month: "2027-01" }),
  );
  expect(csv.headers.get("Content-Disposition")).toBe(
    'attachment; filename="parkway-statement-2027-01.csv"',
  );
  expect(await csv.text()).toContain("PW-4RT8KQ,Bay near Leeds station");

  const none = await thrown(() =>
    statementLoader(loaderArgs("/account/payouts/statements/2026-05", { month: "2026-05" })),
  );
  expect(inPlace(none).status).toBe(404);
});
