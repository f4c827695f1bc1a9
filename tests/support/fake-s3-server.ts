import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an S3-compatible object store, addressed path-style (`/{bucket}/{key}`), speaking the
 * documented REST protocol for PutObject, GetObject and HeadObject. Every request must carry an AWS Signature
 * Version 4 `Authorization` header, which is checked as AWS documents it ("Authenticating Requests:
 * Using the Authorization Header"): canonical request, string to sign, derived signing key, and a signed
 * payload hash that must match the body. Errors are S3's XML `<Error><Code>`; HEAD answers carry no body.
 */

export type FakeS3Options = { bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export type StoredObject = { bytes: Buffer; contentType: string | undefined; etag: string };

export type FakeS3 = {
  url: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD /path` and its status, for assertions. */
  requests: { method: string; path: string; status: number; payloadHash: string | undefined }[];
  close(): Promise<void>;
};

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
function uriEncode(value: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === "/")) return char;
    return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** Why the request's signature is not valid, or undefined when it is. */
function signatureProblem(req: IncomingMessage, url: URL, options: FakeS3Options): string | undefined {
  const authorization = header(req, "authorization") ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return "AccessDenied";
  const [, accessKeyId, day, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKeyId !== options.accessKeyId) return "InvalidAccessKeyId";
  const amzDate = header(req, "x-amz-date") ?? "";
  const payloadHash = header(req, "x-amz-content-sha256");
  const signedHeaders = (signedHeaderList as string).split(";");
  if (!payloadHash || !amzDate.startsWith(day as string) || region !== options.region) return "AccessDenied";
  if (!["host", "x-amz-date", "x-amz-content-sha256"].every((name) => signedHeaders.includes(name))) {
    return "AccessDenied";
  }
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
  if (!(Math.abs(Date.now() - signedAt) <= 15 * 60_000)) return "RequestTimeTooSkewed";

  const canonicalUri = url.pathname
    .split("/")
    .map((segment) => uriEncode(decodeURIComponent(segment), false))
    .join("/");
  const canonicalQuery = [...url.searchParams]
    .map(([key, value]) => [uriEncode(key, false), uriEncode(value, false)])
    .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${(header(req, name) ?? "").trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day as string), region as string), "s3"),
    "aws4_request",
  );
  const expected = hmac(signingKey, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature as string, "hex")) ? undefined : "SignatureDoesNotMatch";
}

const ERROR_STATUS: Record<string, number> = {
  AccessDenied: 403,
  InvalidAccessKeyId: 403,
  SignatureDoesNotMatch: 403,
  RequestTimeTooSkewed: 403,
  XAmzContentSHA256Mismatch: 400,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  MethodNotAllowed: 405,
};

function sendError(req: IncomingMessage, res: ServerResponse, code: string): void {
  const status = ERROR_STATUS[code] ?? 400;
  if (req.method === "HEAD") {
    res.writeHead(status).end();
    return;
  }
  res
    .writeHead(status, { "Content-Type": "application/xml" })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3["requests"] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://s3.local");
    const body = await readBody(req);
    const problem = signatureProblem(req, url, options);
    if (problem) return sendError(req, res, problem);
    const payloadHash = header(req, "x-amz-content-sha256");
    if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(body)) {
      return sendError(req, res, "XAmzContentSHA256Mismatch");
    }
    const [, bucket, ...keyParts] = url.pathname.split("/").map(decodeURIComponent);
    if (bucket !== options.bucket) return sendError(req, res, "NoSuchBucket");
    const key = keyParts.join("/");
    if (req.method === "PUT") {
      const etag = `"${createHash("md5").update(body).digest("hex")}"`;
      objects.set(key, { bytes: body, contentType: header(req, "content-type"), etag });
      return void res.writeHead(200, { ETag: etag }).end();
    }
    if (req.method !== "GET" && req.method !== "HEAD") return sendError(req, res, "MethodNotAllowed");
    const object = objects.get(key);
    if (!object) return sendError(req, res, "NoSuchKey");
    res.writeHead(200, {
      "Content-Type": object.contentType ?? "binary/octet-stream",
      "Content-Length": object.bytes.length,
      ETag: object.etag,
    });
    res.end(req.method === "GET" ? object.bytes : undefined);
  }

  const server = createServer((req, res) => {
    res.on("finish", () =>
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        status: res.statusCode,
        payloadHash: header(req, "x-amz-content-sha256"),
      }),
    );
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
