/**
 * US federal holidays, computed by rule (5 U.S.C. 6103), so the store needs no calendar feed. Dates are
 * calendar days as YYYY-MM-DD; the arithmetic runs in UTC only to avoid any time-zone shift.
 */

const MONDAY = 1;
const THURSDAY = 4;

function isoDate(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** The nth (1-based) weekday of a month, or the last one for n = -1. */
function nthWeekday(year: number, monthIndex: number, weekday: number, n: number): string {
  if (n > 0) {
    const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
    return isoDate(year, monthIndex, 1 + ((weekday - firstWeekday + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return isoDate(year, monthIndex, lastDay.getUTCDate() - ((lastDay.getUTCDay() - weekday + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before; on a Sunday, the Monday after. */
function observed(year: number, monthIndex: number, day: number): string {
  const weekday = new Date(Date.UTC(year, monthIndex, day)).getUTCDay();
  const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
  return isoDate(year, monthIndex, day + shift);
}

/** The observed federal holidays that fall in `year` (New Year's Day of the next year may fall on Dec 31). */
export function usFederalHolidays(year: number): string[] {
  const dates = [
    observed(year, 0, 1), // New Year's Day
    nthWeekday(year, 0, MONDAY, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 1, MONDAY, 3), // Washington's Birthday
    nthWeekday(year, 4, MONDAY, -1), // Memorial Day
    observed(year, 5, 19), // Juneteenth National Independence Day
    observed(year, 6, 4), // Independence Day
    nthWeekday(year, 8, MONDAY, 1), // Labor Day
    nthWeekday(year, 9, MONDAY, 2), // Columbus Day
    observed(year, 10, 11), // Veterans Day
    nthWeekday(year, 10, THURSDAY, 4), // Thanksgiving Day
    observed(year, 11, 25), // Christmas Day
    observed(year + 1, 0, 1), // next New Year's Day, observed on Dec 31 when Jan 1 is a Saturday
  ];
  return dates.filter((date) => date.startsWith(`${year}-`));
}

/** Whether a YYYY-MM-DD calendar day is an observed US federal holiday. */
export function isUsFederalHoliday(date: string): boolean {
  return usFederalHolidays(Number(date.slice(0, 4))).includes(date);
}
