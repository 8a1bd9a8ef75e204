/** The one scratch-database helper, shared with the browser tests and the benchmarks. */
export { createScratchDatabase } from '@quizarena/test-harness';
