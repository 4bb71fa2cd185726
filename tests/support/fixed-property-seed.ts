import { fc } from '@fast-check/vitest';

// Under Stryker only (vitest.stryker.config.ts): a property test's name carries its seed, and Stryker
// finds the tests covering a mutant by name, so a seed drawn anew at each run would name tests that
// no longer exist, and no test would run against the mutant.
fc.configureGlobal({ seed: 20_261_126 });
