/** The fifty states and DC: what a sales-tax rate is kept per (docs/product.md#sales-tax). */
export const US_STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
} as const;

export type StateCode = keyof typeof US_STATES;

export function isStateCode(value: string): value is StateCode {
  return Object.hasOwn(US_STATES, value);
}

const normalize = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

const CODES_BY_NAME = new Map(
  Object.entries(US_STATES).flatMap(([code, name]) => [
    [normalize(code), code as StateCode],
    [normalize(name), code as StateCode],
  ]),
);

/** The state field is typed freely: "TX", "tx", "Texas" and " texas " are all Texas; anything else is null. */
export function stateCodeOf(state: string): StateCode | null {
  return CODES_BY_NAME.get(normalize(state)) ?? null;
}
