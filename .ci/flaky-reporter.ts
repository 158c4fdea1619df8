import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that failed and then passed on its retry (CI retries a failed test once:
 * vitest.config.ts), with the first attempt's error, at the end of the run. A retry lets a rare
 * race on a loaded box not sink a whole CI run; this keeps each such race in sight, to be fixed
 * (decision 0083). `.ci/run` repeats these lines after its summary.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    const result = testCase.result();
    if (result.state !== 'passed' || retryCount === 0) return;
    const first = result.errors?.[0];
    const why = first ? `: ${(first.message ?? String(first)).split('\n')[0]!.slice(0, 300)}` : '';
    this.flaky.push(
      `FLAKY (passed on retry ${retryCount}) ${testCase.module.relativeModuleId} > ${testCase.fullName}${why}`,
    );
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    process.stdout.write(`\n${this.flaky.join('\n')}\n`);
  }
}
