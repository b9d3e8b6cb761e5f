// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { loadScript } from "../../app/lib/script-loader";

let counter = 0;
function uniqueSrc() {
  counter += 1;
  return `https://vendor.example/sdk-${counter}.js`;
}

function scriptsFor(src: string) {
  return [...document.querySelectorAll<HTMLScriptElement>("script[src]")].filter(
    (script) => script.src === src,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

test("one async script is added per src, carrying the page's CSP nonce", async () => {
  const pageScript = document.createElement("script");
  pageScript.setAttribute("nonce", "r4nd0m");
  document.head.appendChild(pageScript);
  const src = uniqueSrc();

  const first = loadScript(src, { attributes: { id: "ze-snippet" } });
  const second = loadScript(src);

  expect(second).toBe(first);
  const [script, ...others] = scriptsFor(src);
  expect(others).toHaveLength(0);
  expect(script?.async).toBe(true);
  expect(script?.getAttribute("nonce")).toBe("r4nd0m");
  expect(script?.id).toBe("ze-snippet");

  script?.dispatchEvent(new Event("load"));
  await expect(first).resolves.toBeUndefined();
});

test("without a readiness check the script is ready when it loads", async () => {
  const src = uniqueSrc();
  const loaded = vi.fn();
  loadScript(src).then(loaded);

  await vi.advanceTimersByTimeAsync(1000);
  expect(loaded).not.toHaveBeenCalled();

  scriptsFor(src)[0]?.dispatchEvent(new Event("load"));
  await vi.advanceTimersByTimeAsync(0);
  expect(loaded).toHaveBeenCalledOnce();
});

test("readiness is polled every 100 ms until the vendor's global appears", async () => {
  const src = uniqueSrc();
  let ready = false;
  const isReady = vi.fn(() => ready);
  const loaded = vi.fn();
  loadScript(src, { isReady }).then(loaded);
  isReady.mockClear();

  await vi.advanceTimersByTimeAsync(300);
  expect(isReady).toHaveBeenCalledTimes(3);
  expect(loaded).not.toHaveBeenCalled();

  ready = true;
  await vi.advanceTimersByTimeAsync(99);
  expect(loaded).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(loaded).toHaveBeenCalledOnce();

  await vi.advanceTimersByTimeAsync(1000);
  expect(isReady).toHaveBeenCalledTimes(4);
});

test("a script that is never ready fails with 'Timeout exceeded' after 5000 ms", async () => {
  const src = uniqueSrc();
  const failed = vi.fn();
  loadScript(src, { isReady: () => false }).catch(failed);
  scriptsFor(src)[0]?.dispatchEvent(new Event("load"));

  await vi.advanceTimersByTimeAsync(4999);
  expect(failed).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(failed).toHaveBeenCalledWith(new Error("Timeout exceeded"));
  expect(scriptsFor(src)).toHaveLength(0);
});

test("a script that fails to load is rejected and may be tried again", async () => {
  const src = uniqueSrc();
  const attempt = loadScript(src);
  scriptsFor(src)[0]?.dispatchEvent(new Event("error"));
  await expect(attempt).rejects.toThrow("Failed to load script");
  expect(scriptsFor(src)).toHaveLength(0);

  const retry = loadScript(src);
  expect(retry).not.toBe(attempt);
  scriptsFor(src)[0]?.dispatchEvent(new Event("load"));
  await expect(retry).resolves.toBeUndefined();
});

test("nothing is added when the vendor is already there", async () => {
  const src = uniqueSrc();
  await expect(loadScript(src, { isReady: () => true })).resolves.toBeUndefined();
  expect(scriptsFor(src)).toHaveLength(0);
});
