import { VendorList } from '../vendors/VendorList';

/** SPEC: the unverified list shows location, the verified one email. */
const columns = {
  unverified: ['name', 'phoneNumber', 'location', 'storename'],
  verified: ['name', 'phoneNumber', 'email', 'storename'],
};

export function ProfessionalQueue({ verified }: { verified: boolean }) {
  return (
    <VendorList
      resource="professionals"
      verified={verified}
      columns={verified ? columns.verified : columns.unverified}
      title={`resources.professionals.action.${verified ? 'verifiedTitle' : 'unverifiedTitle'}`}
      empty={`resources.professionals.action.${verified ? 'empty' : 'emptyUnverified'}`}
      storeKey={`professionals.${verified ? 'verified' : 'unverified'}`}
    />
  );
}
