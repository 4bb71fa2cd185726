// React 19's own useSyncExternalStore, in place of the 'use-sync-external-store/shim' package that
// @xstate/react and react-i18next import for React 17 (vite.config.ts aliases it here): the shop's
// script before hydration is then some 500 bytes lighter.
export { useSyncExternalStore } from 'react';
