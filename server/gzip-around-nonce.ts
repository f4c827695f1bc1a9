/**
 * Engine room (decision 227). Replaces joining a cached page with the response's nonce and gzipping the whole page
 * again on every hit (the compression middleware's work since decision 151). Figure: the cached product page with
 * gzip went from 459–511 to 1,037–1,092 responses a second (PostgreSQL, 50,000 products, one process, 50 clients,
 * the two builds one after the other; decision 194). Switch: `PLAIN_PATHS=gzip-around-nonce` has the page cache
 * answer plain pages for the compression around it to gzip; tests/unit/server/gzip-around-nonce.test.ts
 * ("gzipWithNonce's plain path") shows a miss and hits unpack to the same bytes with the same headers.
 */
import { deflateFlushed, FINAL_BLOCK, GZIP_HEADER, GzipTrailer } from "./gzip-format";

/**
 * A cached page compressed once, around the places its CSP nonce goes (RFC 1951, RFC 1952). Each part is
 * compressed on its own and ends on a sync flush: a byte boundary, no final block, nothing referring back into
 * it. Each response then joins the parts with its own nonce as stored (uncompressed) blocks, closes the stream
 * and adds the checksum. A hit costs a copy and a CRC instead of compressing the whole page again, which halved
 * the throughput of cached pages for every browser (they all ask for gzip).
 */
export type GzipPart = { plain: Buffer; deflated: Buffer };

/** A stored block holds at most this many bytes. */
const STORED_BLOCK_MAX = 0xffff;

export function gzipParts(plain: Buffer[]): GzipPart[] {
  return plain.map((part) => ({ plain: part, deflated: deflateFlushed(part) }));
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
  const trailer = new GzipTrailer();
  const pieces: Buffer[] = [GZIP_HEADER];
  parts.forEach(({ plain, deflated }, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      trailer.add(nonceBytes);
    }
    pieces.push(deflated);
    trailer.add(plain);
  });
  return Buffer.concat([...pieces, FINAL_BLOCK, trailer.bytes()]);
}
