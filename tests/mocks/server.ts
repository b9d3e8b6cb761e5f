import { setupServer } from "msw/node";
import { helpCentreHandlers } from "./help-centre";
import { marketplaceHandlers } from "./marketplace";

/** One mock server for every upstream; a test overrides a handler with `server.use(...)`. */
export const server = setupServer(...marketplaceHandlers, ...helpCentreHandlers);
