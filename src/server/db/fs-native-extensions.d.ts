// The package ships no types; only what data-dir-lock.ts uses.
declare module 'fs-native-extensions' {
  /** Takes an exclusive (or shared) lock on the whole file without waiting; false if another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
