import commonPasswordList from "./common-passwords.txt?raw";

/** docs/product.md#accounts: refused however it is capitalised. */
export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most commonly used and easy to guess. Please choose a different one.";

const commonPasswords = new Set(
  commonPasswordList
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
