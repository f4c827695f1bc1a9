import { createRequire } from "node:module";
import type * as Sdk from "square";

const require = createRequire(import.meta.url);
let loaded: typeof Sdk | undefined;

/**
 * The Square SDK, loaded on first use. Importing it takes seconds (its generated API is large), and most processes
 * never call Square: a store on another provider, and every test of code that only passes by the provider table.
 * The package is CommonJS, so this is the same module instance a static import would give.
 */
export function squareSdk(): typeof Sdk {
  loaded ??= require("square") as typeof Sdk;
  return loaded;
}

/** An error Square's API answered with (a status and its errors), as opposed to a network or programming error. */
export function isSquareError(error: unknown): error is Sdk.SquareError {
  return loaded !== undefined && error instanceof loaded.SquareError;
}
