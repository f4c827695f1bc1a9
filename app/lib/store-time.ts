import { isUsFederalHoliday } from "./us-holidays";

/*
 * The store's calendar and clocks (San Angelo, STORE_TIME_ZONE): days as YYYY-MM-DD, and times in the form a
 * datetime-local field takes, "2026-12-01T09:00". The owner schedules an article by the shop's clock and local
 * delivery counts business days on its calendar, whatever the server's or browser's zone.
 */

/** San Angelo's time zone: "next business day" is counted from the store's calendar, not the server's. */
export const STORE_TIME_ZONE = "America/Chicago";

/** Today on the store's calendar, as YYYY-MM-DD. */
export function storeDay(now: Date): string {
  return storeDateTime(now).slice(0, 10);
}

/** A YYYY-MM-DD day moved by a number of days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isUsFederalHoliday(day);
}

/**
 * The next business day after `now` on the store's calendar, as YYYY-MM-DD: Monday to Friday, skipping
 * observed US federal holidays (decision 024).
 */
export function nextBusinessDay(now: Date): string {
  let day = addDays(storeDay(now), 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** What a datetime-local field sends: a day and a time to the minute. */
export const STORE_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The years a day or time typed into the back office may name. Outside them the calendar arithmetic and the
 * database's timestamps misbehave (year 999 prints without its leading zero, year 10000 has six digits), and no
 * order or article of this store can be dated there.
 */
export const STORE_YEARS = { first: 2000, last: 2999 } as const;

export const STORE_YEARS_MESSAGE = `Choose a year from ${STORE_YEARS.first} to ${STORE_YEARS.last}.`;

/** Whether a "YYYY-MM-DD…" text names a year in STORE_YEARS. */
export function isWithinStoreYears(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return year >= STORE_YEARS.first && year <= STORE_YEARS.last;
}

const STORE_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** What the store's clocks read at `instant`, to the minute. */
export function storeDateTime(instant: Date): string {
  const parts = Object.fromEntries(STORE_CLOCK.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** How far the store's clocks are from UTC at `instant` (negative: behind). */
function storeOffsetMs(instant: number): number {
  const wholeMinute = Math.floor(instant / 60_000) * 60_000;
  return Date.parse(`${storeDateTime(new Date(instant))}:00Z`) - wholeMinute;
}

/**
 * The instant the store's clocks read `local` ("YYYY-MM-DDTHH:mm"). The offset is taken twice, at a guess and at the
 * corrected instant, so a time near a daylight-saving change still lands right.
 */
export function instantOfStoreDateTime(local: string): Date {
  // Date.parse alone reads words too: "tomorrow:00Z" is a time to it.
  const asUtc = STORE_DATE_TIME_PATTERN.test(local) ? Date.parse(`${local}:00Z`) : Number.NaN;
  if (Number.isNaN(asUtc)) return new Date(Number.NaN);
  const guess = asUtc - storeOffsetMs(asUtc);
  return new Date(asUtc - storeOffsetMs(guess));
}

/** When a YYYY-MM-DD day of the store's calendar starts: the back office's day filters count from it. */
export function storeMidnight(day: string): Date {
  return instantOfStoreDateTime(`${day}T00:00`);
}

const LIST_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: STORE_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** "Dec 1, 2026, 9:00 AM": a time for the back office's lists, on the store's clock. */
export function formatStoreDateTime(instant: Date): string {
  return LIST_TIME.format(instant);
}
