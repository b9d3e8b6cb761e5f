// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import type { Facilities } from "#contract/facilities";
import { SpaceFacilities } from "../../app/components/space/facilities";

afterEach(cleanup);

const openDriveway: Facilities = {
  covered: false,
  cctv: false,
  gated: false,
  lit: true,
  step_free: true,
  height_limit_cm: null,
  length_limit_cm: null,
  ev_connectors: [],
  ev_charger_kw: null,
};

test("a space says in words how tall and how long a vehicle may be", () => {
  render(<SpaceFacilities facilities={openDriveway} />);
  expect(screen.getByText("No height limit")).toBeTruthy();
  expect(screen.getByText("No length limit")).toBeTruthy();
  cleanup();
  render(
    <SpaceFacilities
      facilities={{ ...openDriveway, height_limit_cm: 210, length_limit_cm: 520 }}
    />,
  );
  expect(screen.getByText("Height limit 2.10 m")).toBeTruthy();
  expect(screen.getByText("Vehicles up to 5.20 m long")).toBeTruthy();
});
