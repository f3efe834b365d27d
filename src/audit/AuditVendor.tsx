/**
 * An audit entry's vendor: name and kind, linking to the vendor's page (an id alone is ambiguous across kinds);
 * a vendor deleted since shows as such.
 */
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import type { AuditEntry } from '../domain/review';
import { useVendorKinds } from '../vendorKinds/context';

export function AuditVendor({ entry }: { entry: Pick<AuditEntry, 'vendor_id' | 'vendor_name' | 'vendor_kind'> }) {
  const registry = useVendorKinds();
  const href = useAdminHref();
  const translate = useTranslate();
  if (entry.vendor_id === null) return null;
  const kind = registry.find((declaration) => declaration.kind === entry.vendor_kind);
  if (!kind || !entry.vendor_name) return <>{translate('app.audit.deletedVendor', { id: entry.vendor_id })}</>;
  return (
    <Link to={href(adminPaths.show(kind.resource, entry.vendor_id))}>
      {entry.vendor_name} ({kind.labels.singular})
    </Link>
  );
}
