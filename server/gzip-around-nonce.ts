import { constants, crc32, deflateRawSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";

/**
 * A cached page compressed once, around the places its CSP nonce goes (RFC 1951, RFC 1952). Each part is
 * compressed on its own and ends on a sync flush: a byte boundary, no final block, nothing referring back into
 * it. Each response then joins the parts with its own nonce as stored (uncompressed) blocks, closes the stream
 * and adds the checksum. A hit costs a copy and a CRC instead of compressing the whole page again, which halved
 * the throughput of cached pages for every browser (they all ask for gzip).
 */
export type GzipPart = { plain: Buffer; deflated: Buffer };

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final stored block of no bytes. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_BLOCK_MAX = 0xffff;

export function gzipParts(plain: Buffer[]): GzipPart[] {
  return plain.map((part) => ({
    plain: part,
    deflated: deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }),
  }));
}

/** A non-final stored block: the block header (3 bits, padded to a byte), its length and the length's complement. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > STORED_BLOCK_MAX) throw new Error("A nonce longer than a stored block");
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The whole page with this nonce, gzip-encoded: what gzip would give for the joined page, byte for byte unpacked. */
export function gzipWithNonce(parts: GzipPart[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const nonceBlock = storedBlock(nonceBytes);
  let crc = 0;
  let length = 0;
  const pieces: Buffer[] = [GZIP_HEADER];
  parts.forEach(({ plain, deflated }, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    pieces.push(deflated);
    // Node's crc32 answers 0 for some empty buffers instead of the value given: an empty part adds nothing anyway.
    if (plain.length > 0) crc = crc32(plain, crc);
    length += plain.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([...pieces, FINAL_BLOCK, trailer]);
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
