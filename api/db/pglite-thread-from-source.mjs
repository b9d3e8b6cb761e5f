// The thread's entry when it runs from TypeScript sources (development, tests): tsx's loader first.
import { register } from "tsx/esm/api";

register();
await import("./pglite-thread.ts");
