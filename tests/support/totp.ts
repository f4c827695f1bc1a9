import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  const bits = [...text.replace(/[\s=]+/g, "").toUpperCase()]
    .map((char) => {
      const value = BASE32.indexOf(char);
      if (value < 0) throw new Error(`Not base32: ${char}`);
      return value.toString(2).padStart(5, "0");
    })
    .join("");
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

/**
 * An authenticator app's current code for a base32 key (RFC 6238): HMAC-SHA1 over the number of 30-second
 * steps since 1970, dynamically truncated (RFC 4226) to 6 digits. Shared by the browser and integration tests.
 */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * The code after the current one, which the server still accepts (one step either side). Each code is
 * accepted once, so a test that just spent the current code (enrolling) signs in again with this one.
 */
export function nextTotpCode(secret: string): string {
  return totpCode(secret, Date.now() + 30_000);
}
