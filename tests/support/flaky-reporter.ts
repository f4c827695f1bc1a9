import path from "node:path";
import type { FullConfig, Reporter, Suite, TestCase } from "@playwright/test/reporter";

/** `file:line title`, the file relative to the project folder, as a failing test is reported. */
function describeTest(test: TestCase, rootDir: string): string {
  const { file, line } = test.location;
  // titlePath() starts with the root, project and file suites; the describe blocks and the title follow.
  const title = test.titlePath().slice(3).join(" › ");
  return `${path.relative(rootDir, file)}:${line} ${title}`;
}

/**
 * Lists, after the run, every test that failed and then passed on its retry. CI runs with no retries
 * (decision 155); a run given some (`--retries 3`, to hunt a flake) would otherwise keep it unseen.
 */
export default class FlakyReporter implements Reporter {
  private root: Suite | undefined;
  private rootDir = process.cwd();

  onBegin(config: FullConfig, suite: Suite): void {
    this.root = suite;
    this.rootDir = path.dirname(config.configFile ?? path.join(config.rootDir, "playwright.config.ts"));
  }

  onEnd(): void {
    const flaky = (this.root?.allTests() ?? []).filter((test) => test.outcome() === "flaky");
    if (flaky.length === 0) {
      console.log("No test needed a retry.");
      return;
    }
    for (const test of flaky) console.log(`FLAKY (a defect to fix): ${describeTest(test, this.rootDir)}`);
    console.log(`${flaky.length} ${flaky.length === 1 ? "test" : "tests"} needed a retry.`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
