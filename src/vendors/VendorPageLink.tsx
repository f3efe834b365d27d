import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useVendorKinds } from '../vendorKinds/context';

/** A vendor's name linking to its page; plain text for a kind this build does not declare. */
export function VendorPageLink({ kind, userId, name }: { kind: string; userId: number; name: string }) {
  const href = useAdminHref();
  const resource = useVendorKinds().find((declaration) => declaration.kind === kind)?.resource;
  if (!resource) return <>{name}</>;
  return (
    <MuiLink component={Link} to={href(adminPaths.show(resource, userId))}>
      {name}
    </MuiLink>
  );
}
