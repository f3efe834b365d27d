/**
 * The contract between the data layer and the screens: resource names and record shapes (./records.ts), and
 * AppDataProvider (its custom methods' type taken from their implementation). Screens call them with
 * useDataProvider<AppDataProvider>().
 */
import type { DataProvider } from 'react-admin';
import type { createComplianceMethods } from './compliance';
import type { createCustomMethods } from './customMethods';

export * from './records';

/**
 * The named custom methods as implemented (customMethods.ts, compliance.ts): adding one there adds it here, to
 * the screens' `useDataProvider<AppDataProvider>()` and to the lazy provider, with nothing restated by hand.
 */
export type AppCustomMethods = ReturnType<typeof createCustomMethods> & ReturnType<typeof createComplianceMethods>;

export type AppDataProvider = DataProvider & AppCustomMethods;
