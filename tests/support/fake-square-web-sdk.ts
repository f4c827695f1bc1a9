import { randomUUID } from "node:crypto";

/*
 * A stand-in for Square's Web Payments SDK (square.js) and for the card details it sends to Square, served by
 * tests/support/fake-square-server.ts. Only the surface the store's card form uses: Square.payments(appId,
 * locationId), payments.card(), card.attach(selector), card.tokenize() and card.destroy(). Its fields are plain
 * labelled inputs in the page (Square's are in a frame), and tokenize() posts them to the fake, as the SDK posts to
 * Square, for a nonce (cnon:...) that CreateCard takes as source_id.
 */

export const FAKE_WEB_SDK_PATH = "/web-sdk/square.js";
export const FAKE_CARD_NONCES_PATH = "/web-sdk/card-nonces";

/** What the card form took: the fields of Square's card form. */
export type FakeCardEntry = { cardNumber: string; expirationDate: string; cvv: string; postalCode: string };

/** The card Square keeps for a nonce, in its wire shape, and whether CreateCard refuses it. */
type NonceCard = { card: Record<string, unknown>; refused: boolean };

export type TokenizeError = { type: "VALIDATION_ERROR"; field: keyof FakeCardEntry; message: string };

/** Square's Sandbox test card that CreateCard refuses (INVALID_CARD_DATA), as its declining cards are. */
export const FAKE_REFUSED_CARD = "4000000000000002";

const BRANDS: [RegExp, string][] = [
  [/^4/, "VISA"],
  [/^5[1-5]/, "MASTERCARD"],
  [/^3[47]/, "AMERICAN_EXPRESS"],
  [/^6/, "DISCOVER"],
];

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The SDK's checks of what was entered, in words for the shopper; none when the card may be tokenized. */
export function checkCardEntry(entry: Partial<FakeCardEntry>, now = new Date()): TokenizeError[] {
  const errors: TokenizeError[] = [];
  const invalid = (field: keyof FakeCardEntry, message: string) =>
    errors.push({ type: "VALIDATION_ERROR", field, message });
  const number = (entry.cardNumber ?? "").replace(/\s/g, "");
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) invalid("cardNumber", "Card number is not valid.");
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(entry.expirationDate ?? "");
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12 || new Date(Date.UTC(year, month, 1)) <= now) {
    invalid("expirationDate", "Expiration date is not valid.");
  }
  if (!/^\d{3,4}$/.test(entry.cvv ?? "")) invalid("cvv", "CVV is not valid.");
  if (!/^[\w -]{3,10}$/.test(entry.postalCode ?? "")) invalid("postalCode", "Postal code is not valid.");
  return errors;
}

/** The nonces the stand-in gave, each for one card; a nonce is saved once, with one idempotency key. */
export function createNonceRegistry() {
  const nonces = new Map<string, NonceCard & { usedBy?: string }>();
  return {
    /** A nonce for a card entry, as Square's tokenize gives; throws for an entry the form would refuse. */
    tokenize(entry: FakeCardEntry): string {
      const errors = checkCardEntry(entry);
      if (errors.length > 0) throw new Error(errors.map((error) => error.message).join(" "));
      const number = entry.cardNumber.replace(/\s/g, "");
      const [month, year] = entry.expirationDate.split("/").map((part) => Number(part.trim()));
      const nonce = `cnon:fake-${randomUUID()}`;
      nonces.set(nonce, {
        refused: number === FAKE_REFUSED_CARD,
        card: {
          card_brand: BRANDS.find(([prefix]) => prefix.test(number))?.[1] ?? "OTHER_BRAND",
          last_4: number.slice(-4),
          exp_month: month,
          exp_year: 2000 + (year ?? 0),
          bin: number.slice(0, 6),
          card_type: "CREDIT",
          prepaid_type: "NOT_PREPAID",
          fingerprint: `sq-1-fake-${number.slice(-4)}`,
          billing_address: { postal_code: entry.postalCode },
        },
      });
      return nonce;
    },
    /** The nonce's card for CreateCard with this key; why not when Square would refuse it. */
    take(nonce: string, idempotencyKey: string): NonceCard | "unknown" | "used" {
      const entry = nonces.get(nonce);
      if (!entry) return "unknown";
      if (entry.usedBy && entry.usedBy !== idempotencyKey) return "used";
      entry.usedBy = idempotencyKey;
      return entry;
    },
  };
}

/** The stand-in square.js; `noncesUrl` is the fake's address that turns card details into a nonce. */
export function fakeWebSdkScript(noncesUrl: string): string {
  return `(() => {
  const noncesUrl = ${JSON.stringify(noncesUrl)};
  const fields = [
    ["cardNumber", "Card number", "cc-number", "numeric"],
    ["expirationDate", "Expiration date (MM/YY)", "cc-exp", "numeric"],
    ["cvv", "CVV", "cc-csc", "numeric"],
    ["postalCode", "Postal code", "postal-code", "text"],
  ];
  class Card {
    constructor(applicationId, locationId) {
      this.applicationId = applicationId;
      this.locationId = locationId;
      this.container = null;
    }
    async attach(selector) {
      const container = document.querySelector(selector);
      if (!container) throw new Error("No element matches " + selector);
      container.replaceChildren(...fields.map(([name, label, autocomplete, inputMode]) => {
        const row = document.createElement("div");
        const labelElement = document.createElement("label");
        const input = document.createElement("input");
        input.id = "sq-fake-" + name;
        input.name = name;
        input.autocomplete = autocomplete;
        input.inputMode = inputMode;
        labelElement.htmlFor = input.id;
        labelElement.textContent = label;
        row.append(labelElement, input);
        return row;
      }));
      this.container = container;
    }
    async tokenize() {
      if (!this.container) throw new Error("The card is not attached");
      const entry = { applicationId: this.applicationId, locationId: this.locationId };
      for (const [name] of fields) entry[name] = this.container.querySelector("[name=" + name + "]").value;
      const response = await fetch(noncesUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(entry),
      });
      const body = await response.json();
      return body.token ? { status: "OK", token: body.token } : { status: "Invalid", errors: body.errors };
    }
    async destroy() {
      this.container?.replaceChildren();
      this.container = null;
      return true;
    }
  }
  window.Square = {
    payments(applicationId, locationId) {
      if (!applicationId || !locationId) throw new Error("Square.payments needs an application id and a location id");
      return { card: async () => new Card(applicationId, locationId) };
    },
  };
})();
`;
}
