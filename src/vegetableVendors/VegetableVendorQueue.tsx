import { VendorList } from '../vendors/VendorList';

const columns = ['name', 'phoneNumber', 'location', 'storename'];

/** SPEC: /vegetable/unauthorized and /vegetable/verifiedtable. */
export function VegetableVendorQueue({ verified }: { verified: boolean }) {
  return (
    <VendorList
      resource="vegetableVendors"
      verified={verified}
      columns={columns}
      title={`resources.vegetableVendors.action.${verified ? 'verifiedTitle' : 'unverifiedTitle'}`}
      empty={`resources.vegetableVendors.action.${verified ? 'empty' : 'emptyUnverified'}`}
      storeKey={`vegetableVendors.${verified ? 'verified' : 'unverified'}`}
    />
  );
}
