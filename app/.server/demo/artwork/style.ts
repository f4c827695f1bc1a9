import type { CategorySlug } from "~/lib/catalog";
import type { BrandSlug } from "../products";

export type ContainerShape = "tub" | "bottle" | "bag";

/** Each brand's container colour, so a shopper can tell brands apart at a glance. */
export const BRAND_COLOURS: Record<BrandSlug, string> = {
  abe: "#1f2937",
  "alpha-lion": "#b45309",
  "axe-sledge": "#991b1b",
  "bucked-up": "#1d4ed8",
  chemix: "#6d28d9",
  "core-nutritionals": "#0369a1",
  "fresh-supps": "#15803d",
  "gorilla-mind": "#854d0e",
  "metabolic-nutrition": "#0e7490",
  "raw-nutrition": "#3f3f46",
  "rule-one": "#c2410c",
  "panda-supplements": "#be185d",
  "black-magic": "#4c1d95",
  ryse: "#1e3a8a",
};

export const UNBRANDED_COLOUR = "#475569";

/** Powders come in tubs, protein in stand-up bags, capsules and softgels in bottles. */
export const CATEGORY_STYLES: Record<CategorySlug, { shape: ContainerShape; colour: string }> = {
  "pre-workout": { shape: "tub", colour: "#dc2626" },
  protein: { shape: "bag", colour: "#2563eb" },
  creatine: { shape: "tub", colour: "#0891b2" },
  bcaa: { shape: "tub", colour: "#7c3aed" },
  aminos: { shape: "tub", colour: "#0d9488" },
  vitamins: { shape: "bottle", colour: "#ea580c" },
  multivitamin: { shape: "bottle", colour: "#ca8a04" },
  "fat-burners": { shape: "bottle", colour: "#e11d48" },
  "pump-supplement": { shape: "tub", colour: "#9333ea" },
  testosterone: { shape: "bottle", colour: "#1e40af" },
  "anti-aging-supplement": { shape: "bottle", colour: "#db2777" },
  "dry-spell": { shape: "bottle", colour: "#0284c7" },
};

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => {
    const value = Number.parseInt(hex.slice(i, i + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, "0");
  });
  return `#${channels.join("")}`;
}
