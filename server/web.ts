import { createRequestHandler } from "@react-router/express";
import type { Request, Response } from "express";
import { RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { hostContext, type HostServices, type WebConfig } from "../app/upstream/context";
import { createHelpCentre } from "../app/upstream/help-centre.server";
import { createMarketplace } from "../app/upstream/marketplace.server";
import type { AnswerChanges } from "../app/upstream/shared-answers.server";
import { visitorMarket } from "../app/lib/visitor-market";
import { createMarkupCache } from "../app/lib/markup-cache.server";
import { createRenderedDocuments } from "../app/lib/rendered-documents.server";
import { loadsThirdPartyScripts } from "../app/lib/shared-cache.server";

export type WebDependencies = {
  config: WebConfig;
  /** Base URL of the marketplace service, ending in "/api/". */
  marketplaceUrl: string;
  /** Dispatches to the embedded service in-process when it is not deployed separately. */
  marketplaceFetch?: typeof globalThis.fetch;
  /** Base URL of the help centre, ending in "/"; its fetch likewise. */
  helpCentreUrl: string;
  helpCentreFetch?: typeof globalThis.fetch;
  /** With several processes, how each hears of a change made through another (decision 041). */
  answerChanges?: AnswerChanges;
  reportError?: HostServices["reportError"];
};

/** The React Router app as an Express handler, with its typed context built once. */
export function createWeb({
  config,
  marketplaceUrl,
  marketplaceFetch,
  helpCentreUrl,
  helpCentreFetch,
  answerChanges,
  reportError,
}: WebDependencies) {
  const helpCentre = createHelpCentre({ baseUrl: helpCentreUrl, fetch: helpCentreFetch });
  const marketplace = createMarketplace({
    baseUrl: marketplaceUrl,
    fetch: marketplaceFetch,
    // Development shows every change at once.
    sharesAnswers: config.production,
    answerChanges,
    siteConfigCacheMs: config.siteConfigCacheMs,
  });
  const markupCache = createMarkupCache();
  // Development reloads a route's code without restarting: a kept document would show the old.
  const renderedDocuments = config.production
    ? createRenderedDocuments({
        // A page that starts third parties' scripts needs its nonce (decision 040).
        scriptsBy: loadsThirdPartyScripts(config.browser) ? "nonce" : "hash",
      })
    : undefined;
  const handler = createRequestHandler({
    // A build function is re-read and its routes re-derived on every request: right for
    // development's hot reload, a needless cost in production.
    build: config.production ? serverBuild : () => import("virtual:react-router/server-build"),
    mode: config.production ? "production" : "development",
    getLoadContext(req: Request, res: Response) {
      const cspNonce = typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "";
      // Express works out the visitor's address from the proxies it trusts (loopback).
      const clientAddress = req.ip ?? "unknown";
      const requestId =
        typeof res.locals.requestId === "string" ? res.locals.requestId : crypto.randomUUID();
      const { countryHeader } = config;
      // The page says what the visitor's country says: a shared cache must keep one per country.
      if (countryHeader) res.vary(countryHeader);
      const services = {
        config,
        market: visitorMarket(countryHeader ? req.get(countryHeader) : undefined, config.market),
        marketplace: marketplace.forVisitor({ address: clientAddress, requestId }),
        helpCentre,
        cspNonce,
        allowScriptsByHash:
          typeof res.locals.allowScriptsByHash === "function"
            ? (res.locals.allowScriptsByHash as (scriptHashes: string[]) => void)
            : undefined,
        allowStripe:
          typeof res.locals.allowStripe === "function"
            ? (res.locals.allowStripe as () => void)
            : undefined,
        clientAddress,
        reportError,
        markupCache,
        renderedDocuments,
      };
      return new RouterContextProvider(new Map([[hostContext, services]]));
    },
  });
  return { handler, ready: () => marketplace.ready() };
}
