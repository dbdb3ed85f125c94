/**
 * Names the test files that never finished. When a worker process dies (a native crash, a kill),
 * vitest reports only 'Worker exited unexpectedly' and a file count one short; which file was
 * running is lost, and CI keeps only the end of the output. This prints it last.
 */
import type { Reporter, TestModule } from 'vitest/node';

const FINISHED = new Set(['passed', 'failed', 'skipped']);

export default class UnfinishedFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const unfinished = testModules.filter((module) => !FINISHED.has(module.state()));
    if (unfinished.length === 0) return;
    const lines = unfinished.map(
      (module) => `  ${module.project.name} › ${module.relativeModuleId} (${module.state()})`,
    );
    process.stderr.write(`\nTest files that never finished (their worker died):\n${lines.join('\n')}\n`);
  }
}
