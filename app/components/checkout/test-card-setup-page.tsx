import { BackToStoreLink } from "./back-to-store-link";
import { TestCardForm, type TestPaymentResult, TestProviderHeading } from "./test-card-form";
import { TestModeBanner } from "./test-mode-banner";

type TestCardSetupPageProps = {
  /** Where the shopper goes back to, with or without a saved card. */
  backPath: string;
  testCards: { succeeds: string; declined: string; declinesRenewals: string };
  result: TestPaymentResult | undefined;
};

/**
 * The test provider's card-saving page: a card for a subscription's renewals, charged nothing now. Like its
 * checkout page, it takes only the test cards.
 */
export function TestCardSetupPage({ backPath, testCards, result }: TestCardSetupPageProps) {
  return (
    <div className="min-h-[70vh] bg-slate-100">
      <TestModeBanner />
      <div className="container-page max-w-xl py-10">
        <TestProviderHeading title="Save a card for your subscription" />
        <section className="mt-8 rounded-lg border border-border bg-background p-6 shadow-sm">
          <p className="text-sm text-muted-foreground">
            Nothing is charged now: the card pays for your next deliveries. Save{" "}
            <span className="font-mono font-semibold text-foreground">{testCards.succeeds}</span> for renewals that are
            paid, or <span className="font-mono font-semibold text-foreground">{testCards.declinesRenewals}</span> for
            renewals that are declined. Any future expiry date and any CVC.
          </p>
          <TestCardForm result={result} submitLabel="Save card" />
          <BackToStoreLink backPath={backPath} />
        </section>
      </div>
    </div>
  );
}
