import { afterEach, describe, expect, it, vi } from "vitest";
import { csvDownload } from "~/routes/admin/csv-download.server";

async function* lines() {
  yield "a,b\r\n";
}

afterEach(() => {
  vi.useRealTimers();
});

describe("csvDownload (a back-office CSV file)", () => {
  it("names the file after the store's day, not UTC's: 9:27 p.m. in Texas is still the 27th", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T03:27:00Z"));
    const response = csvDownload(lines(), "orders");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="orders-2026-11-27.csv"');
    expect(await response.text()).toBe("a,b\r\n");
  });
});
