/**
 * Engine room (decision 227): the gzip format under gzip-pages.ts and gzip-around-nonce.ts, with no plain path of
 * its own. Their switches (`PLAIN_PATHS=gzip-pages`, `PLAIN_PATHS=gzip-around-nonce`) turn off every use but
 * `acceptsGzip`, and their equivalence tests unpack what it writes with node:zlib's `gunzipSync`.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";

/**
 * The pieces of a gzip body (RFC 1952) around raw deflate blocks (RFC 1951), for bodies compressed piece by piece
 * on the spot: a cached page around its nonce (gzip-around-nonce.ts) and a page as it streams (gzip-pages.ts).
 */
export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final stored block of no bytes: it ends the deflate stream. */
export const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** How far back deflate refers (windowBits 15), so the most plain text worth giving as a dictionary. */
export const DEFLATE_WINDOW = 32 * 1024;

/**
 * Deflates `plain` ending on a sync flush: a byte boundary and no final block, so more blocks can follow. Its
 * blocks may refer back into `dictionary`, which must be the plain text just before it in the same stream.
 */
export function deflateFlushed(plain: Buffer, dictionary?: Buffer): Buffer {
  return deflateRawSync(plain, {
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(dictionary && dictionary.length > 0 ? { dictionary } : {}),
  });
}

/** The checksum and length a gzip body ends with, kept as its plain bytes go by. */
export class GzipTrailer {
  private crc = 0;
  private length = 0;

  add(plain: Uint8Array): void {
    // Node's crc32 answers 0 for some empty buffers instead of the value given: an empty part adds nothing anyway.
    if (plain.length === 0) return;
    this.crc = crc32(plain, this.crc);
    this.length += plain.length;
  }

  bytes(): Buffer {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc >>> 0, 0);
    // ISIZE is the length modulo 2^32.
    trailer.writeUInt32LE(this.length >>> 0, 4);
    return trailer;
  }
}

/**
 * Whether an Accept-Encoding header takes gzip (by name or `*`, with q above zero), read with the parser the
 * compression middleware uses, so both choose alike.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  const accepted = parseAccept(acceptEncoding);
  const gzip = accepted.find((entry) => entry.type.toLowerCase() === "gzip") ?? accepted.find((e) => e.type === "*");
  return (gzip?.q ?? 0) > 0;
}
