import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeInventory, type FakeInventory } from "./fake-square-inventory";
import {
  checkCardEntry,
  createNonceRegistry,
  FAKE_CARD_NONCES_PATH,
  FAKE_WEB_SDK_PATH,
  type FakeCardEntry,
  fakeWebSdkScript,
} from "./fake-square-web-sdk";

/**
 * A local stand-in for Square's API speaking its documented JSON (snake_case, money as integer minor units).
 * Orders are totalled as Square documents it: line items, service charges and the checkout's shipping fee, plus
 * ORDER-scoped ADDITIVE percentage taxes worked out once on the line items and the taxable SUBTOTAL_PHASE service
 * charges, rounded half to even ("Bankers' Rounding", Orders API price adjustments).
 *   POST /v2/online-checkout/payment-links      CreatePaymentLink (order checkout, idempotency_key)
 *   GET  /v2/orders/{order_id}                  RetrieveOrder
 *   GET  /v2/payments/{payment_id}              GetPayment
 *   POST /v2/refunds                            RefundPayment (idempotency_key; PENDING until settled)
 *   GET  /v2/refunds/{refund_id}                GetPaymentRefund
 *   GET  /v2/catalog/list?types=&cursor=        ListCatalog, paged by cursor
 *   POST /v2/inventory/counts/batch-retrieve    BatchRetrieveInventoryCounts, paged by cursor
 *   POST /v2/inventory/changes/...              the Inventory API's changes (fake-square-inventory.ts)
 *   POST /v2/customers                          CreateCustomer (idempotency_key)
 *   POST /v2/cards                              CreateCard from a payment id or a card nonce (idempotency_key); a
 *                                               digital wallet payment's card, or a declining card's nonce, is refused
 *                                               with INVALID_CARD_DATA, an unknown nonce with NOT_FOUND and a nonce
 *                                               saved with another key with CARD_TOKEN_USED, as Square does
 *   GET  /v2/cards/{card_id}                    RetrieveCard
 *   POST /v2/payments                           CreatePayment with a card on file (idempotency_key: the same key
 *                                               answers the first response again, a decline included)
 *   GET  /web-sdk/square.js, POST /web-sdk/card-nonces
 *                                               a stand-in Web Payments SDK (fake-square-web-sdk.ts), no token needed
 * Every request is recorded for assertions. Errors use Square's { errors: [{ category, code, detail }] }.
 * Square's Sandbox declines by test card or payment token, not by amount, so a test names the declining cards.
 */

type Json = Record<string, unknown>;
type WireMoney = { amount: number; currency: string };

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Json | null };

export type FakeSquareOptions = {
  accessToken: string;
  locationId: string;
  pageSize?: number;
  /** How long a CreatePayment takes to answer, as a card network would (the renewal bench). */
  chargeLatencyMs?: number;
};

export type FakeSquare = {
  url: string;
  requests: RecordedRequest[];
  /** Catalogue objects in Square's wire shape ({ type, id, item_data: {...} }); tests push into it. */
  catalog: Json[];
  /** Inventory counts in Square's wire shape ({ catalog_object_id, location_id, state, quantity }). */
  inventory: Json[];
  /** The Inventory API: counts (the same list as `inventory`), changes, and sales at Square's counter. */
  stock: FakeInventory;
  orders: Map<string, Json>;
  /** Payments by id, in Square's wire shape; tests may change one (amount, status) before an event names it. */
  payments: Map<string, Json>;
  /** Refunds by id, in Square's wire shape. */
  refunds: Map<string, Json>;
  /** Customers by id, in Square's wire shape. */
  customers: Map<string, Json>;
  /** Cards on file by id, in Square's wire shape; tests may change one (last_4, enabled) before an event names it. */
  cards: Map<string, Json>;
  /** Cards whose charges the issuer declines, with Square's error code (GENERIC_DECLINE, CARD_EXPIRED, ...). */
  decliningCards: Map<string, string>;
  /** The stand-in Web Payments SDK's script address (SQUARE_WEB_SDK_URL). */
  webSdkUrl: string;
  /** A nonce for a card, as the card form's tokenize() gives (default: Square's Sandbox Visa, 4111 1111 1111 1111). */
  cardNonce(entry?: Partial<FakeCardEntry>): string;
  /** Makes a payment a digital wallet payment, whose card Square will not keep on file. */
  markWalletPayment(paymentId: string): void;
  /** Answers the next `count` requests with Square's 500 INTERNAL_SERVER_ERROR (recorded all the same). */
  failNext(count: number): void;
  /**
   * Runs before a CreatePayment's answer is sent, the payment made: the fault suite ends the store's process here, so
   * the store never hears of a charge Square made.
   */
  beforeChargeAnswer(handler: ((idempotencyKey: string) => Promise<void>) | null): void;
  /** The body of a card.automatically_updated / card.disabled notification for a card, as Square sends it. */
  cardNotification(type: "card.automatically_updated" | "card.disabled", cardId: string, eventId?: string): string;
  /** Settles an order as the hosted checkout would after a card payment; answers the payment id. */
  payOrder(orderId: string): string;
  /** A refund made in Square's dashboard (not through the API); answers its id. */
  refundInDashboard(paymentId: string, amountCents: number): string;
  /** Moves a refund on, as the card network's answer would: COMPLETED, FAILED or REJECTED. */
  settleRefund(refundId: string, status: "COMPLETED" | "FAILED" | "REJECTED"): void;
  /** The body of a refund.created / refund.updated notification for a refund, as Square sends it. */
  refundNotification(type: "refund.created" | "refund.updated", refundId: string, eventId?: string): string;
  close(): Promise<void>;
};

function squareError(res: ServerResponse, status: number, category: string, code: string, detail: string) {
  send(res, status, { errors: [{ category, code, detail }] });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Json | null> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Json) : null;
}

function usd(amount: number): WireMoney {
  return { amount, currency: "USD" };
}

/** An id in Square's style: upper-case letters and digits. */
function squareId(length: number): string {
  return randomUUID().replaceAll("-", "").toUpperCase().slice(0, length);
}

/** The card a checkout payment was made with (Square's Sandbox Visa test card). */
const TEST_VISA = {
  card_brand: "VISA",
  last_4: "1111",
  exp_month: 12,
  exp_year: 2034,
  fingerprint: "sq-1-fake-visa-1111",
  card_type: "CREDIT",
  prepaid_type: "NOT_PREPAID",
  bin: "411111",
};

/** a / b rounded to the nearest integer, a half to the even one (Square's rounding of adjustments). */
function divideHalfEven(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const twice = 2n * (a % b);
  return twice > b || (twice === b && quotient % 2n === 1n) ? quotient + 1n : quotient;
}

/** A percentage as Square takes it ("8.25", a decimal string) applied to an amount in minor units. */
function percentOf(amount: number, percentage: unknown): number {
  if (typeof percentage !== "string" || !/^\d+(\.\d+)?$/.test(percentage)) {
    throw new Error("a tax needs its percentage as a decimal string");
  }
  const [whole = "", fraction = ""] = percentage.split(".");
  const scaled = BigInt(whole + fraction);
  return Number(divideHalfEven(BigInt(amount) * scaled, 100n * 10n ** BigInt(fraction.length)));
}

/** One page of a list, with Square's opaque cursor (here the next offset, base64). */
function pageOf<T>(all: T[], cursor: unknown, size: number) {
  const start = typeof cursor === "string" && cursor ? Number(Buffer.from(cursor, "base64").toString()) : 0;
  const next = start + size;
  return {
    items: all.slice(start, next),
    cursor: next < all.length ? Buffer.from(String(next)).toString("base64") : undefined,
  };
}

export async function startFakeSquare(options: FakeSquareOptions): Promise<FakeSquare> {
  const pageSize = options.pageSize ?? 100;
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, Json>();
  const payments = new Map<string, Json>();
  const linksByIdempotencyKey = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const refundsByIdempotencyKey = new Map<string, Json>();
  const stock = createFakeInventory(options.locationId);
  const fake = { catalog: [] as Json[], inventory: stock.counts };
  const customers = new Map<string, Json>();
  const customersByIdempotencyKey = new Map<string, Json>();
  const cards = new Map<string, Json>();
  const cardsByIdempotencyKey = new Map<string, Json>();
  const decliningCards = new Map<string, string>();
  const nonces = createNonceRegistry();
  /** A CreatePayment's first answer, and the request it answered (Square refuses the key for another request). */
  const chargesByIdempotencyKey = new Map<string, { request: string; status: number; body: Json }>();
  let failing = 0;
  let chargeAnswerHook: ((idempotencyKey: string) => Promise<void>) | null = null;

  function createPaymentLink(res: ServerResponse, body: Json) {
    const key = body.idempotency_key;
    if (typeof key === "string" && key && linksByIdempotencyKey.has(key)) {
      return send(res, 200, linksByIdempotencyKey.get(key));
    }
    const order = body.order as Json | undefined;
    if (!order) return squareError(res, 400, "INVALID_REQUEST_ERROR", "MISSING_REQUIRED_PARAMETER", "order");
    if (order.location_id !== options.locationId) {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "NOT_FOUND", "Location not found");
    }
    const lineItems = (order.line_items as Json[] | undefined) ?? [];
    const lines = lineItems.map((line) => {
      const base = line.base_price_money as WireMoney;
      if (typeof line.quantity !== "string" || base?.currency !== "USD" || !Number.isInteger(base.amount)) {
        throw new Error("line items need a string quantity and an integer USD base_price_money");
      }
      const total = base.amount * Number(line.quantity);
      return { ...line, uid: randomUUID(), item_type: "ITEM", gross_sales_money: usd(total), total_money: usd(total) };
    });
    const checkoutOptions = (body.checkout_options as Json | undefined) ?? {};
    const shippingFee = checkoutOptions.shipping_fee as { name?: string; charge: WireMoney } | undefined;
    const shipping = shippingFee?.charge.amount ?? 0;
    const charges = ((order.service_charges as Json[] | undefined) ?? []).map((charge) => {
      const amount = charge.amount_money as WireMoney;
      if (amount?.currency !== "USD" || !Number.isInteger(amount.amount)) {
        throw new Error("service charges need an integer USD amount_money");
      }
      return {
        ...charge,
        uid: charge.uid ?? randomUUID(),
        applied_money: amount,
        total_money: amount,
        type: "CUSTOM",
      } as Json & {
        total_money: WireMoney;
      };
    });
    const chargesTotal = charges.reduce((sum, charge) => sum + charge.total_money.amount, 0);
    const linesTotal = lines.reduce((sum, line) => sum + (line.total_money as WireMoney).amount, 0);
    const taxableCharges = charges
      .filter((charge) => charge.taxable === true && charge.calculation_phase === "SUBTOTAL_PHASE")
      .reduce((sum, charge) => sum + charge.total_money.amount, 0);
    const taxes = ((order.taxes as Json[] | undefined) ?? []).map((tax) => {
      if (tax.scope !== "ORDER" || (tax.type ?? "ADDITIVE") !== "ADDITIVE") {
        throw new Error("only ORDER-scoped ADDITIVE taxes are modelled");
      }
      return {
        ...tax,
        uid: tax.uid ?? randomUUID(),
        applied_money: usd(percentOf(linesTotal + taxableCharges, tax.percentage)),
      };
    });
    const taxTotal = taxes.reduce((sum, tax) => sum + tax.applied_money.amount, 0);
    const total = linesTotal + chargesTotal + shipping + taxTotal;
    const now = new Date().toISOString();
    const squareOrder: Json = {
      id: randomUUID().replaceAll("-", ""),
      location_id: order.location_id,
      reference_id: order.reference_id,
      source: { name: "Fake Square" },
      line_items: lines,
      ...(taxes.length > 0 && { taxes }),
      ...((shippingFee || charges.length > 0) && {
        service_charges: [
          ...charges,
          ...(shippingFee
            ? [
                {
                  uid: randomUUID(),
                  name: shippingFee.name ?? "Shipping",
                  amount_money: shippingFee.charge,
                  applied_money: shippingFee.charge,
                  total_money: shippingFee.charge,
                  calculation_phase: "SUBTOTAL_PHASE",
                  type: "CUSTOM",
                },
              ]
            : []),
        ],
      }),
      state: "DRAFT",
      version: 1,
      created_at: now,
      updated_at: now,
      total_money: usd(total),
      total_tax_money: usd(taxTotal),
      total_service_charge_money: usd(chargesTotal + shipping),
      net_amount_due_money: usd(total),
    };
    orders.set(squareOrder.id as string, squareOrder);
    const id = randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase();
    const response = {
      payment_link: {
        id,
        version: 1,
        order_id: squareOrder.id,
        checkout_options: checkoutOptions,
        pre_populated_data: body.pre_populated_data,
        url: `https://sandbox.square.link/u/${id}`,
        long_url: `https://checkout.squareupsandbox.com/merchant/ML/order/${squareOrder.id}`,
        created_at: now,
        payment_note: body.payment_note,
      },
      related_resources: { orders: [squareOrder] },
    };
    if (typeof key === "string" && key) linksByIdempotencyKey.set(key, response);
    send(res, 200, response);
  }

  /** Records a refund of a payment, as Square does: PENDING, the payment's refunded_money grows. */
  function addRefund(payment: Json, amount: WireMoney, reason?: unknown): Json {
    const now = new Date().toISOString();
    const refund: Json = {
      id: `${payment.id}_${randomUUID().replaceAll("-", "").slice(0, 12)}`,
      status: "PENDING",
      amount_money: amount,
      payment_id: payment.id,
      order_id: payment.order_id,
      location_id: payment.location_id,
      ...(typeof reason === "string" && { reason }),
      created_at: now,
      updated_at: now,
    };
    refunds.set(refund.id as string, refund);
    const refunded = (payment.refunded_money as WireMoney | undefined)?.amount ?? 0;
    Object.assign(payment, {
      refunded_money: usd(refunded + amount.amount),
      refund_ids: [...((payment.refund_ids as string[] | undefined) ?? []), refund.id],
      updated_at: now,
    });
    return refund;
  }

  function refundPayment(res: ServerResponse, body: Json) {
    const key = body.idempotency_key;
    if (typeof key !== "string" || !key) {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "MISSING_REQUIRED_PARAMETER", "idempotency_key");
    }
    const earlier = refundsByIdempotencyKey.get(key);
    if (earlier) return send(res, 200, { refund: earlier });
    const payment = payments.get(String(body.payment_id ?? ""));
    if (!payment) return squareError(res, 404, "INVALID_REQUEST_ERROR", "NOT_FOUND", "Payment not found");
    const amount = body.amount_money as WireMoney | undefined;
    if (!amount || !Number.isInteger(amount.amount) || amount.amount <= 0) {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "INVALID_VALUE", "amount_money must be positive");
    }
    const paid = payment.amount_money as WireMoney;
    if (amount.currency !== paid.currency) {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "CURRENCY_MISMATCH", "The currency does not match");
    }
    if (payment.status !== "COMPLETED") {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "PAYMENT_NOT_REFUNDABLE", "The payment is not completed");
    }
    const refunded = (payment.refunded_money as WireMoney | undefined)?.amount ?? 0;
    if (amount.amount > paid.amount - refunded) {
      return squareError(
        res,
        400,
        "INVALID_REQUEST_ERROR",
        "REFUND_AMOUNT_INVALID",
        "The requested refund amount exceeds the amount available to refund.",
      );
    }
    const refund = addRefund(payment, amount, body.reason);
    refundsByIdempotencyKey.set(key, refund);
    send(res, 200, { refund });
  }

  function createCustomer(res: ServerResponse, body: Json) {
    const key = body.idempotency_key;
    const earlier = typeof key === "string" && key ? customersByIdempotencyKey.get(key) : undefined;
    if (earlier) return send(res, 200, { customer: earlier });
    // Square needs at least one of the names, an email address or a phone number.
    const fields = ["given_name", "family_name", "company_name", "email_address", "phone_number"];
    if (!fields.some((field) => typeof body[field] === "string" && body[field])) {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "MISSING_REQUIRED_PARAMETER", fields.join(", "));
    }
    const now = new Date().toISOString();
    const customer: Json = {
      id: squareId(26),
      created_at: now,
      updated_at: now,
      ...Object.fromEntries(fields.filter((field) => body[field] !== undefined).map((field) => [field, body[field]])),
      preferences: { email_unsubscribed: false },
      creation_source: "THIRD_PARTY",
      version: 0,
    };
    customers.set(customer.id as string, customer);
    if (typeof key === "string" && key) customersByIdempotencyKey.set(key, customer);
    send(res, 200, { customer });
  }

  function createCard(res: ServerResponse, body: Json) {
    const key = body.idempotency_key;
    if (typeof key !== "string" || !key) {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "MISSING_REQUIRED_PARAMETER", "idempotency_key");
    }
    const earlier = cardsByIdempotencyKey.get(key);
    if (earlier) return send(res, 200, { card: earlier });
    const requested = body.card as Json | undefined;
    if (!requested) return squareError(res, 400, "INVALID_REQUEST_ERROR", "MISSING_REQUIRED_PARAMETER", "card");
    const customerId = requested.customer_id;
    if (typeof customerId !== "string" || !customers.has(customerId)) {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "CUSTOMER_NOT_FOUND", "Customer not found");
    }
    const sourceId = String(body.source_id ?? "");
    const invalidCardData = () =>
      send(res, 400, {
        errors: [
          {
            category: "INVALID_REQUEST_ERROR",
            code: "INVALID_CARD_DATA",
            detail: "Invalid card data.",
            field: "source_id",
          },
        ],
      });
    let paid: Json | undefined;
    if (sourceId.startsWith("cnon:")) {
      const taken = nonces.take(sourceId, key);
      if (taken === "unknown")
        return squareError(res, 400, "INVALID_REQUEST_ERROR", "NOT_FOUND", "Card nonce not found");
      if (taken === "used") {
        return squareError(
          res,
          400,
          "INVALID_REQUEST_ERROR",
          "CARD_TOKEN_USED",
          "Card nonce already used with a different idempotency key; please request new nonce.",
        );
      }
      if (taken.refused) return invalidCardData();
      paid = taken.card;
    } else {
      const payment = payments.get(sourceId);
      if (!payment) return squareError(res, 404, "INVALID_REQUEST_ERROR", "NOT_FOUND", "Payment not found");
      paid = (payment.card_details as { card?: Json } | undefined)?.card;
      if (payment.source_type === "WALLET" || !paid) return invalidCardData();
    }
    const card: Json = {
      id: `ccof:${squareId(16)}`,
      ...paid,
      customer_id: customerId,
      merchant_id: "MLFAKE",
      ...(requested.reference_id !== undefined && { reference_id: requested.reference_id }),
      enabled: true,
      created_at: new Date().toISOString(),
      version: 1,
    };
    cards.set(card.id as string, card);
    cardsByIdempotencyKey.set(key, card);
    send(res, 200, { card });
  }

  /** CreatePayment's answer for a new key: COMPLETED, or a decline with its FAILED payment. */
  function chargeCard(body: Json): { status: number; body: Json } {
    const invalid = (code: string, detail: string, status = 400) => ({
      status,
      body: { errors: [{ category: "INVALID_REQUEST_ERROR", code, detail }] },
    });
    const amount = body.amount_money as WireMoney | undefined;
    if (!amount || !Number.isInteger(amount.amount) || amount.amount <= 0) {
      return invalid("INVALID_VALUE", "amount_money must be positive");
    }
    if (body.location_id !== undefined && body.location_id !== options.locationId) {
      return invalid("NOT_FOUND", "Location not found");
    }
    const card = cards.get(String(body.source_id ?? ""));
    if (!card) return invalid("NOT_FOUND", "Card not found", 404);
    if (body.customer_id !== card.customer_id) {
      return invalid("INVALID_VALUE", "customer_id must be the card's customer");
    }
    const now = new Date().toISOString();
    const decline = decliningCards.get(card.id as string);
    const { id: _id, customer_id: _customer, merchant_id: _merchant, enabled: _enabled, ...details } = card;
    const payment: Json = {
      id: randomUUID().replaceAll("-", ""),
      status: decline ? "FAILED" : "COMPLETED",
      source_type: "CARD",
      amount_money: amount,
      total_money: amount,
      ...(!decline && { approved_money: amount }),
      card_details: { status: decline ? "FAILED" : "CAPTURED", card: details, entry_method: "ON_FILE" },
      customer_id: card.customer_id,
      location_id: options.locationId,
      ...(body.reference_id !== undefined && { reference_id: body.reference_id }),
      created_at: now,
      updated_at: now,
    };
    payments.set(payment.id as string, payment);
    if (!decline) return { status: 200, body: { payment } };
    return {
      status: 400,
      body: {
        errors: [{ category: "PAYMENT_METHOD_ERROR", code: decline, detail: `Authorization error: '${decline}'` }],
        payment,
      },
    };
  }

  async function createPayment(res: ServerResponse, body: Json) {
    const key = body.idempotency_key;
    if (typeof key !== "string" || !key) {
      return squareError(res, 400, "INVALID_REQUEST_ERROR", "MISSING_REQUIRED_PARAMETER", "idempotency_key");
    }
    const request = JSON.stringify(body);
    const earlier = chargesByIdempotencyKey.get(key);
    if (earlier && earlier.request !== request) {
      return squareError(
        res,
        400,
        "INVALID_REQUEST_ERROR",
        "IDEMPOTENCY_KEY_REUSED",
        "The key was used for another request",
      );
    }
    const answer = earlier ?? { request, ...chargeCard(body) };
    // Only a charge Square made is remembered: a refused request may be sent again, corrected, with its key.
    if (!earlier && (answer.status === 200 || answer.body.payment)) chargesByIdempotencyKey.set(key, answer);
    if (options.chargeLatencyMs) await new Promise((resolve) => setTimeout(resolve, options.chargeLatencyMs));
    const hook = chargeAnswerHook;
    if (!hook) return send(res, answer.status, answer.body);
    void hook(key).then(() => {
      if (!res.destroyed) send(res, answer.status, answer.body);
    });
  }

  function listCatalog(res: ServerResponse, query: URLSearchParams) {
    const types = query.get("types")?.toUpperCase().split(",");
    const objects = types ? fake.catalog.filter((o) => types.includes(String(o.type))) : fake.catalog;
    const page = pageOf(objects, query.get("cursor"), pageSize);
    send(res, 200, { objects: page.items, ...(page.cursor && { cursor: page.cursor }) });
  }

  function batchRetrieveCounts(res: ServerResponse, body: Json) {
    const ids = body.catalog_object_ids as string[] | undefined;
    const locations = body.location_ids as string[] | undefined;
    const states = body.states as string[] | undefined;
    const counts = fake.inventory.filter(
      (c) =>
        (!ids || ids.includes(c.catalog_object_id as string)) &&
        (!locations || locations.includes(c.location_id as string)) &&
        (!states || states.includes(c.state as string)),
    );
    const page = pageOf(counts, body.cursor, pageSize);
    send(res, 200, { counts: page.items, ...(page.cursor && { cursor: page.cursor }) });
  }

  function webSdk(req: IncomingMessage, res: ServerResponse, body: Json | null) {
    if (req.method === "GET" && req.url?.startsWith(FAKE_WEB_SDK_PATH)) {
      const script = fakeWebSdkScript(`${baseUrl()}${FAKE_CARD_NONCES_PATH}`);
      return res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" }).end(script);
    }
    const cors = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type",
    };
    if (req.method === "OPTIONS") return res.writeHead(204, cors).end();
    if (req.method !== "POST") return res.writeHead(405, cors).end();
    const entry = (body ?? {}) as Partial<FakeCardEntry> & { locationId?: unknown };
    const errors = checkCardEntry(entry);
    if (entry.locationId !== options.locationId) {
      errors.push({ type: "VALIDATION_ERROR", field: "cardNumber", message: "This location cannot take cards." });
    }
    const answer = errors.length > 0 ? { errors } : { token: nonces.tokenize(entry as FakeCardEntry) };
    res.writeHead(errors.length > 0 ? 400 : 200, { ...cors, "Content-Type": "application/json" });
    res.end(JSON.stringify(answer));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = req.method === "POST" ? await readJson(req) : null;
    requests.push({ method: req.method ?? "", path: url.pathname + url.search, headers: req.headers, body });
    // The browser's side: the SDK's script and its card details, sent with no access token (CORS, as Square's are).
    if (url.pathname === FAKE_WEB_SDK_PATH || url.pathname === FAKE_CARD_NONCES_PATH) return webSdk(req, res, body);
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      return squareError(res, 401, "AUTHENTICATION_ERROR", "UNAUTHORIZED", "The access token is not valid");
    }
    if (failing > 0) {
      failing -= 1;
      return squareError(res, 500, "API_ERROR", "INTERNAL_SERVER_ERROR", "An internal error has occurred");
    }
    const orderMatch = /^\/v2\/orders\/([^/]+)$/.exec(url.pathname);
    const paymentMatch = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    const refundMatch = /^\/v2\/refunds\/([^/]+)$/.exec(url.pathname);
    const cardMatch = /^\/v2\/cards\/([^/]+)$/.exec(url.pathname);
    try {
      if (req.method === "POST" && url.pathname === "/v2/online-checkout/payment-links") {
        return createPaymentLink(res, body ?? {});
      }
      if (req.method === "GET" && orderMatch) {
        const order = orders.get(decodeURIComponent(orderMatch[1] ?? ""));
        return order
          ? send(res, 200, { order })
          : squareError(res, 404, "INVALID_REQUEST_ERROR", "NOT_FOUND", "Order not found");
      }
      if (req.method === "GET" && paymentMatch) {
        const payment = payments.get(decodeURIComponent(paymentMatch[1] ?? ""));
        return payment
          ? send(res, 200, { payment })
          : squareError(res, 404, "INVALID_REQUEST_ERROR", "NOT_FOUND", "Payment not found");
      }
      if (req.method === "POST" && url.pathname === "/v2/refunds") return refundPayment(res, body ?? {});
      if (req.method === "GET" && refundMatch) {
        const refund = refunds.get(decodeURIComponent(refundMatch[1] ?? ""));
        return refund
          ? send(res, 200, { refund })
          : squareError(res, 404, "INVALID_REQUEST_ERROR", "NOT_FOUND", "Refund not found");
      }
      if (req.method === "POST" && url.pathname === "/v2/customers") return createCustomer(res, body ?? {});
      if (req.method === "POST" && url.pathname === "/v2/cards") return createCard(res, body ?? {});
      if (req.method === "GET" && cardMatch) {
        const card = cards.get(decodeURIComponent(cardMatch[1] ?? ""));
        return card
          ? send(res, 200, { card })
          : squareError(res, 404, "INVALID_REQUEST_ERROR", "NOT_FOUND", "Card not found");
      }
      if (req.method === "POST" && url.pathname === "/v2/payments") return createPayment(res, body ?? {});
      if (req.method === "GET" && url.pathname === "/v2/catalog/list") return listCatalog(res, url.searchParams);
      if (req.method === "POST" && url.pathname === "/v2/inventory/counts/batch-retrieve") {
        return batchRetrieveCounts(res, body ?? {});
      }
      if (req.method === "POST" && url.pathname === "/v2/inventory/changes/batch-create") {
        const created = stock.batchCreate(body ?? {});
        return send(res, created.status, created.body);
      }
      if (req.method === "POST" && url.pathname === "/v2/inventory/changes/batch-retrieve") {
        return send(
          res,
          200,
          stock.batchRetrieve(body ?? {}, (all, cursor) => pageOf(all, cursor, pageSize)),
        );
      }
      squareError(res, 404, "INVALID_REQUEST_ERROR", "NOT_FOUND", `No route ${req.method} ${url.pathname}`);
    } catch (error) {
      squareError(res, 400, "INVALID_REQUEST_ERROR", "BAD_REQUEST", (error as Error).message);
    }
  });
  const baseUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: baseUrl(),
    webSdkUrl: `${baseUrl()}${FAKE_WEB_SDK_PATH}`,
    cardNonce: (entry) =>
      nonces.tokenize({
        cardNumber: "4111 1111 1111 1111",
        expirationDate: "12/34",
        cvv: "111",
        postalCode: "10003",
        ...entry,
      }),
    requests,
    catalog: fake.catalog,
    inventory: fake.inventory,
    stock,
    orders,
    payments,
    payOrder(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const paymentId = randomUUID().replaceAll("-", "");
      Object.assign(order, {
        state: "OPEN",
        version: (order.version as number) + 1,
        updated_at: new Date().toISOString(),
        tenders: [{ id: paymentId, type: "CARD", amount_money: order.total_money, payment_id: paymentId }],
        net_amount_due_money: usd(0),
      });
      const now = new Date().toISOString();
      payments.set(paymentId, {
        id: paymentId,
        order_id: orderId,
        status: "COMPLETED",
        source_type: "CARD",
        card_details: { status: "CAPTURED", card: { ...TEST_VISA }, entry_method: "KEYED" },
        amount_money: order.total_money,
        total_money: order.total_money,
        location_id: order.location_id,
        reference_id: order.reference_id,
        created_at: now,
        updated_at: now,
      });
      return paymentId;
    },
    refunds,
    refundInDashboard(paymentId, amountCents) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      return addRefund(payment, usd(amountCents)).id as string;
    },
    settleRefund(refundId, status) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      Object.assign(refund, { status, updated_at: new Date().toISOString() });
    },
    refundNotification(type, refundId, eventId = randomUUID()) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      return JSON.stringify({
        merchant_id: "MLFAKE",
        type,
        event_id: eventId,
        created_at: new Date().toISOString(),
        data: { type: "refund", id: refundId, object: { refund } },
      });
    },
    customers,
    cards,
    decliningCards,
    markWalletPayment(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      delete payment.card_details;
      Object.assign(payment, { source_type: "WALLET", wallet_details: { status: "CAPTURED", brand: "CASH_APP" } });
    },
    failNext(count) {
      failing = count;
    },
    beforeChargeAnswer(handler) {
      chargeAnswerHook = handler;
    },
    cardNotification(type, cardId, eventId = randomUUID()) {
      const card = cards.get(cardId);
      if (!card) throw new Error(`no card ${cardId}`);
      return JSON.stringify({
        merchant_id: "MLFAKE",
        type,
        event_id: eventId,
        created_at: new Date().toISOString(),
        data: { type: "card", id: cardId, object: { card } },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
