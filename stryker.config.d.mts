// Types of stryker.config.mjs, for scripts/check/mutation.ts.
export interface MutationGroup {
  name: string;
  mutate: string[];
  tests: string[];
}
export declare const FOLDERS: Record<'domain' | 'machines' | 'server', MutationGroup[]>;
declare const config: import('@stryker-mutator/api/core').PartialStrykerOptions;
export default config;
