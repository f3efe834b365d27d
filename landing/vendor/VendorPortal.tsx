/** Loaded on demand on /vendor: the status for a logged-in vendor, else the application and login forms. */
import { useVendorSession } from '../session/VendorSession.tsx';
import { ApplyForm } from './ApplyForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { VendorStatus } from './VendorStatus.tsx';

export default function VendorPortal() {
  const { vendorUser } = useVendorSession();
  if (vendorUser) return <VendorStatus />;
  return (
    <div className="vendor-grid">
      <ApplyForm />
      <LoginForm />
    </div>
  );
}
