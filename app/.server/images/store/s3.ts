import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { CONTENT_TYPES, sourceFormat } from "../formats";
import type { ImageStore } from "./types";

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's base URL, addressed path-style; unset: AWS's virtual-hosted endpoint. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Originals live under this prefix, so the bucket may hold other things too. */
const KEY_PREFIX = "images/";

/** A request the storage does not answer in time fails instead of holding the shopper's request. */
const TIMEOUT_MS = 10_000;

function objectUrl(settings: S3Settings, key: string): string {
  const path = (KEY_PREFIX + key).split("/").map(encodeURIComponent).join("/");
  if (settings.endpoint) return `${settings.endpoint.replace(/\/+$/, "")}/${settings.bucket}/${path}`;
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${path}`;
}

/** An error naming the status and S3's error code (`<Error><Code>…</Code>`), when the answer has one. */
async function failure(response: Response, what: string): Promise<Error> {
  const body = await response.text().catch(() => "");
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  return new Error(`S3 ${what} answered ${response.status}${code ? ` ${code}` : ""}`);
}

/**
 * Originals in an S3-compatible bucket (PutObject, GetObject, HeadObject), each request signed with AWS
 * Signature Version 4 by aws4fetch (decision 160). Uploads sign their payload's hash too.
 */
export function s3ImageStore(settings: S3Settings): ImageStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    // aws4fetch retries 5xx answers up to 10 times by default; a shopper's request should not wait that long.
    retries: 2,
  });
  const send = (key: string, init: RequestInit) =>
    client.fetch(objectUrl(settings, key), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return {
    kind: "s3",
    async head(key) {
      const response = await send(key, { method: "HEAD" });
      if (response.status === 404) return undefined;
      const etag = response.headers.get("etag");
      if (!response.ok || !etag) throw await failure(response, `HEAD ${key}`);
      return { version: etag.replaceAll('"', "") };
    },
    async read(key) {
      const response = await send(key, { method: "GET" });
      if (response.status === 404) return undefined;
      if (!response.ok) throw await failure(response, `GET ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async write({ key, bytes }) {
      const format = sourceFormat(key);
      const response = await send(key, {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: {
          ...(format && { "Content-Type": CONTENT_TYPES[format] }),
          "X-Amz-Content-Sha256": createHash("sha256").update(bytes).digest("hex"),
        },
      });
      if (!response.ok) throw await failure(response, `PUT ${key}`);
      await response.body?.cancel();
    },
  };
}
