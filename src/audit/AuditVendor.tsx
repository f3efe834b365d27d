/**
 * An audit entry's vendor: name and kind, linking to the vendor's page (an id alone is ambiguous across kinds);
 * an application without a name yet by its number; only a vendor deleted since shows as deleted.
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
  // The vendor's kind comes from its row: without one the vendor is gone; a name may simply not be given yet.
  if (!kind) return <>{translate('app.audit.deletedVendor', { id: entry.vendor_id })}</>;
  const name = entry.vendor_name?.trim() || translate('app.audit.unnamedVendor', { id: entry.vendor_id });
  return (
    <Link to={href(adminPaths.show(kind.resource, entry.vendor_id))}>
      {name} ({kind.labels.singular})
    </Link>
  );
}
