import { expect, test } from "vitest";
import { clientAddress, isLoopback } from "../../api/domain/client-address";

test("a client connected directly is counted by its own address, whatever it forwards", () => {
  expect(clientAddress({ peer: "203.0.113.9", forwardedFor: "198.51.100.1" })).toBe("203.0.113.9");
  expect(clientAddress({ peer: "2001:db8::5" })).toBe("2001:db8::5");
});

test("behind a local proxy the address is the one the proxy saw, not what the client claimed", () => {
  expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "198.51.100.1" })).toBe("198.51.100.1");
  expect(clientAddress({ peer: "::ffff:127.0.0.1", forwardedFor: "10.9.9.9, 198.51.100.1" })).toBe(
    "198.51.100.1",
  );
  expect(clientAddress({ peer: "::1", forwardedFor: "198.51.100.1, 127.0.0.1" })).toBe(
    "198.51.100.1",
  );
  expect(clientAddress({ peer: "127.0.0.1" })).toBe("127.0.0.1");
});

test("a request the web dispatched in-process is counted by the address it forwards", () => {
  expect(clientAddress({ forwardedFor: "198.51.100.7" })).toBe("198.51.100.7");
  expect(clientAddress({ forwardedFor: "127.0.0.1" })).toBe("127.0.0.1");
  expect(clientAddress({})).toBe("unknown");
});

test("loopback is 127.0.0.0/8 and ::1, also written IPv4-mapped", () => {
  expect(isLoopback("127.0.0.1")).toBe(true);
  expect(isLoopback("127.10.0.1")).toBe(true);
  expect(isLoopback("::1")).toBe(true);
  expect(isLoopback("::ffff:127.0.0.1")).toBe(true);
  expect(isLoopback("10.0.0.1")).toBe(false);
  expect(isLoopback("127.example.com")).toBe(false);
});
