import type { Context } from "hono";

/**
 * Sets a middleware's own response. Assigning c.res directly would copy the previous response's
 * headers over the new one's, undoing the headers the middleware just chose.
 */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
