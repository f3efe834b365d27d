import type { VendorResource } from '../dataProvider/types';

/** SPEC section 8: hotels have their own poster texts; the other kinds share one. */
export function posterMessages(resource: VendorResource): { success: string; failure: string | undefined } {
  if (resource === 'hotels') {
    return { success: 'resources.hotels.notifications.posterUploaded', failure: 'resources.hotels.notifications.posterFailed' };
  }
  return { success: 'app.notifications.posterUploaded', failure: undefined };
}
