import type { ServerBuild } from "react-router";
import { describeEmptyCatalog } from "~/.server/payments";

/**
 * Failures browser tests ask for, to see the error screens of a running store: with FAULT_INJECTION=true, a
 * request carrying the cookie `store-fault=<name>` gets the named fault from the loaders below. The switch is off
 * by default and refused at start on a public URL (app/.server/env.ts), so shoppers can never trigger it.
 *
 * The route modules never know: the server build is wrapped here, once, when the switch is on, and a production
 * store runs its loaders as written. Each loader runs first, so its own redirects and 404s still win; the fault
 * then replaces its answer.
 */
type Fault = "catalog" | "product" | "brand" | "empty-catalog";

type Loader = NonNullable<NonNullable<ServerBuild["routes"][string]>["module"]["loader"]>;
type Answer = Awaited<ReturnType<Loader>>;

const fail = (fault: Fault) => (): never => {
  throw new Error(`Injected fault: ${fault}`);
};

/** The loaders (by route id) each fault reaches, and what it makes of their answer. */
const FAULTS: Record<Fault, { routeIds: string[]; answer: (loaded: Answer) => Answer }> = {
  catalog: { routeIds: ["routes/home", "routes/products", "routes/api.catalog"], answer: fail("catalog") },
  product: { routeIds: ["routes/product.$slug"], answer: fail("product") },
  brand: { routeIds: ["routes/brands.$slug"], answer: fail("brand") },
  // The home page as a store without products shows it: with the empty-catalogue notice (decision 120).
  "empty-catalog": {
    routeIds: ["routes/home"],
    answer: (loaded) => ({ ...(loaded as object), emptyCatalogNotice: describeEmptyCatalog() }),
  },
};

/** The fault a request's `store-fault` cookie names, if it names one. */
function requestedFault(request: Request): Fault | undefined {
  const wanted = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((part) => part.startsWith("store-fault="))
    ?.slice("store-fault=".length);
  return Object.hasOwn(FAULTS, wanted ?? "") ? (wanted as Fault) : undefined;
}

/** The build with the loaders the faults name wrapped; every other route module is the build's own. */
export function withInjectedFaults(build: ServerBuild): ServerBuild {
  const routes = { ...build.routes };
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    if (!route || !loader || !Object.values(FAULTS).some(({ routeIds }) => routeIds.includes(id))) continue;
    const faultyLoader: Loader = async (args) => {
      const loaded = await loader(args);
      const fault = requestedFault(args.request);
      return fault && FAULTS[fault].routeIds.includes(id) ? FAULTS[fault].answer(loaded) : loaded;
    };
    routes[id] = { ...route, module: { ...route.module, loader: faultyLoader } };
  }
  return { ...build, routes };
}
