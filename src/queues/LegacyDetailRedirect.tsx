import { useLocation } from 'react-router-dom';
import type { VendorResource } from '../dataProvider/types';
import { AdminRedirect } from '../layout/AdminRedirect';
import { adminPaths } from '../layout/adminPaths';

/**
 * Legacy detail paths (/vegetable/detailing, /verified/detailpage...) carried the record in navigation state.
 * With a record id we open its detail page; without one (a reload or a typed URL) its queue.
 */
export function LegacyDetailRedirect({ resource, verified }: { resource: VendorResource; verified: boolean }) {
  const { state } = useLocation();
  const id = recordId(state);
  return <AdminRedirect to={id === null ? adminPaths.queue(resource, verified) : `/${resource}/${encodeURIComponent(id)}/show`} />;
}

function recordId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate = 'id' in state ? state.id : 'record' in state && typeof state.record === 'object' && state.record !== null && 'id' in state.record ? state.record.id : null;
  return typeof candidate === 'number' || typeof candidate === 'string' ? String(candidate) : null;
}
