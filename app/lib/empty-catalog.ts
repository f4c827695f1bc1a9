/**
 * The empty-catalogue toast (docs/product.md#messages): it names the active payment provider and tells the
 * owner what fills the store; the provider's row in the registry says what (only Square has a catalogue to
 * import, decision 120).
 */
export function emptyCatalogDescription(provider: { displayName: string; nextStep: string }): string {
  return `Your catalog appears to be empty. Please check your ${provider.displayName} account. ${provider.nextStep}`;
}
