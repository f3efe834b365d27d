/**
 * The data provider, loaded on its first call: the admin's shell and its login page (when a session ends inside
 * the admin) render without it (adapters, validation schemas), so its chunk loads in parallel with the first
 * screen's. Every method of AppDataProvider is
 * listed (the documents panel's methods too: without them the panel never loaded in the real admin); the compiler
 * fails here when a custom method is added to the interface and not to this list. A Proxy here made the bulk
 * approval fail in the browser suite; left for issue 25.
 */
import type { DataProvider } from 'react-admin';
import type { AppCustomMethods, AppDataProvider } from '../dataProvider/types';

const STANDARD = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

const CUSTOM: Record<keyof AppCustomMethods | 'vendorDocuments' | 'decideDocument' | 'waiveRequirement', true> = {
  vendorDocuments: true,
  decideDocument: true,
  waiveRequirement: true,
  approveVendor: true,
  verifyVegetableVendorByPhone: true,
  vendorImages: true,
  deleteVendorImage: true,
  uploadPoster: true,
  setPosterFromImage: true,
  vendorStories: true,
  deleteStory: true,
  setActive: true,
  replaceImage: true,
  rename: true,
  dashboardCounts: true,
  vendorCounts: true,
  capabilities: true,
  professionalCategoryOptions: true,
  reviewCounts: true,
  decideReview: true,
  decideReviews: true,
  claimReview: true,
  releaseReview: true,
  reviewHistory: true,
  changeOwnPassword: true,
};

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

export function lazyDataProvider(load: () => Promise<AppDataProvider>): AppDataProvider {
  let loaded: Promise<AppDataProvider> | null = null;
  const provider = () => (loaded ??= load());
  const methods: Record<string, AnyMethod> = {};
  for (const name of [...STANDARD, ...Object.keys(CUSTOM)]) {
    methods[name] = async (...args) => {
      const real = await provider();
      const method: unknown = real[name];
      if (typeof method !== 'function') throw new Error(`The data provider has no method "${name}"`);
      return Reflect.apply(method, real, args) as Promise<unknown>;
    };
  }
  return methods as DataProvider as AppDataProvider;
}
