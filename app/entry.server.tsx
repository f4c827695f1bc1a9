import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { getEnv } from "~/.server/env";
import { loadScriptsAfterPaint } from "~/.server/html/scripts-after-paint";
import { logger } from "~/.server/logger";
import { warnAboutRefusedOrigin } from "~/.server/refused-origin";

export const streamTimeout = 5_000;

/** React Router's default report (the error, unless the client hung up), except for refused cross-origin posts. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || warnAboutRefusedOrigin({ error, request, logger })) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Crawlers get the whole page at once; people get the shell first.
  const userAgent = request.headers.get("user-agent");
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          // pipeline: a shopper who leaves closes the body, which closes the rewrite, which stops React.
          const rewrite = loadScriptsAfterPaint({ wholePage: getEnv().PLAIN_PATHS.has("rewrite-in-order") });
          pipeline(rewrite, body, () => {});
          pipe(rewrite);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, they reject above.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
