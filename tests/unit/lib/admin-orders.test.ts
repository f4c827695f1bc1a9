import { describe, expect, it } from "vitest";
import { filtersQuery, NO_FILTERS, orderNumberOf } from "~/lib/admin-orders";
import { bulkShipSchema, orderListFiltersSchema, selectedOrdersSchema } from "~/lib/admin-orders.schema";
import { orderStepFormSchema } from "~/lib/fulfilment.schema";

function parse(query: string) {
  return orderListFiltersSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
}

describe("the order list's filters in the address", () => {
  it("reads a full query, and treats empty fields as absent", () => {
    expect(parse("q=+Lee+Park+&state=paid&from=2026-03-01&to=2026-03-31&delivery=local&test=hide").data).toEqual({
      q: "Lee Park",
      state: "paid",
      from: "2026-03-01",
      to: "2026-03-31",
      delivery: "local",
      test: "hide",
    });
    expect(parse("q=&state=&from=&to=&delivery=&test=").data).toEqual(NO_FILTERS);
    expect(parse("q=+++").data).toEqual(NO_FILTERS);
    expect(parse("page=3&unknown=1").data).toEqual(NO_FILTERS);
  });

  it("refuses bad values with a reason", () => {
    const reason = (query: string) => parse(query).error?.issues[0]?.message;
    expect(reason("state=lost")).toBe("There is no such order state.");
    expect(reason("from=2026-02-30")).toBe("Dates must be written as YYYY-MM-DD.");
    expect(reason("to=yesterday")).toBe("Dates must be written as YYYY-MM-DD.");
    expect(reason("from=1000-01-01")).toBe("Choose a year from 2000 to 2999.");
    expect(reason("to=0999-12-31")).toBe("Choose a year from 2000 to 2999.");
    expect(reason("to=9999-12-31")).toBe("Choose a year from 2000 to 2999.");
    expect(reason("from=2026-03-02&to=2026-03-01")).toBe("The first day must not be after the last day.");
    expect(reason("delivery=drone")).toBe("There is no such delivery method.");
    expect(reason("test=maybe")).toBe("Test orders are included, hidden or shown alone.");
    expect(reason(`q=${"x".repeat(101)}`)).toBe("Search for at most 100 characters.");
  });

  it("writes filters back as a query without the unset ones, and round-trips", () => {
    const filters = { q: "lee & co", state: "paid", from: "2026-03-01", test: "include" } as const;
    expect(filtersQuery(filters)).toBe("q=lee+%26+co&state=paid&from=2026-03-01");
    expect(filtersQuery(NO_FILTERS)).toBe("");
    expect(filtersQuery({ test: "only" }, { page: "2" })).toBe("test=only&page=2");
    expect(parse(filtersQuery(filters)).data).toEqual(filters);
  });

  it("knows an order number however it is typed", () => {
    expect(orderNumberOf("CS-10001")).toBe("CS-10001");
    expect(orderNumberOf(" cs10001 ")).toBe("CS-10001");
    expect(orderNumberOf("10001")).toBe("CS-10001");
    expect(orderNumberOf("lee")).toBeNull();
    expect(orderNumberOf("CS-")).toBeNull();
  });

  it("takes the ticked orders once each, and refuses none, too many or a made-up one", () => {
    expect(selectedOrdersSchema.parse(["CS-2", "CS-1", "CS-2"])).toEqual(["CS-2", "CS-1"]);
    expect(selectedOrdersSchema.safeParse([]).error?.issues[0]?.message).toBe("Select at least one order.");
    expect(selectedOrdersSchema.safeParse(["x"]).error?.issues[0]?.message).toBe("That is not an order number.");
    const many = Array.from({ length: 101 }, (_, i) => `CS-${i}`);
    expect(selectedOrdersSchema.safeParse(many).error?.issues[0]?.message).toBe("Select at most 100 orders at once.");
  });
});

describe("the bulk shipping form", () => {
  const MESSAGE = "Enter the tracking number: 6 to 40 letters, digits, spaces or dashes.";
  const bulk = (trackingNumber: string) =>
    bulkShipSchema.safeParse({ carrier: "usps", orders: ["CS-1", "CS-2"], trackingNumbers: [trackingNumber, ""] });
  const onePage = (trackingNumber: string) =>
    orderStepFormSchema.safeParse({ intent: "ship", carrier: "usps", trackingNumber });

  it("holds each number to the order page's rule, and leaves a blank one unshipped", () => {
    for (const bad of ["ab!", "12345", "A".repeat(41), "-1Z9990", "1Z_9990"]) {
      expect(bulk(bad).error?.issues[0]?.message, bad).toBe(MESSAGE);
      expect(onePage(bad).error?.issues[0]?.message, bad).toBe(MESSAGE);
    }
    expect(bulk(" 1Z 999-AA01 ").data?.trackingNumbers).toEqual(["1Z 999-AA01", undefined]);
    expect(onePage(" 1Z 999-AA01 ").success).toBe(true);
  });
});
