import type { VendorResource } from '../dataProvider/types';
import { useVendorKind } from '../vendorKinds/context';

/** SPEC section 8: a kind may declare its own poster texts (hotels do); the other kinds share one. */
export function usePosterMessages(resource: VendorResource): { success: string; failure: string | undefined } {
  if (useVendorKind()?.behaviour?.posterMessages) {
    return { success: `resources.${resource}.notifications.posterUploaded`, failure: `resources.${resource}.notifications.posterFailed` };
  }
  return { success: 'app.notifications.posterUploaded', failure: undefined };
}
