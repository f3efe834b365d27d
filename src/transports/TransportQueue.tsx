import { VendorList } from '../vendors/VendorList';

const columns = ['name', 'phoneNumber', 'city', 'vehicle_type'];

export function TransportQueue({ verified }: { verified: boolean }) {
  return (
    <VendorList
      resource="transports"
      verified={verified}
      columns={columns}
      title={`resources.transports.action.${verified ? 'verifiedTitle' : 'unverifiedTitle'}`}
      empty={`resources.transports.action.${verified ? 'empty' : 'emptyUnverified'}`}
      storeKey={`transports.${verified ? 'verified' : 'unverified'}`}
    />
  );
}
