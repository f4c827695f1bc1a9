/**
 * The empty-catalogue toast (docs/product.md#messages): it names the active payment provider and tells the
 * owner what fills the store, since only Square has a catalogue to import (decision 120).
 */
export function emptyCatalogDescription(provider: { name: "test" | "square"; displayName: string }): string {
  const nextStep =
    provider.name === "square"
      ? "Import it from Square with npm run catalog:import, or load the demo catalogue with npm run db:seed."
      : "Load the demo catalogue with npm run db:seed, or connect Square and import its catalogue with npm run catalog:import.";
  return `Your catalog appears to be empty. Please check your ${provider.displayName} account. ${nextStep}`;
}
