import { RESTAURANT_CAFE_TYPES } from '../domain/constants';
import { VendorList } from '../vendors/VendorList';

const columns = ['name', 'business_name', 'phoneNumber', 'address', 'business_type'];

/** Hotels, or with `restaurants` the "Restaurants & Cafe" tiles' hotels of those business types. */
export function HotelQueue({ verified, restaurants = false }: { verified: boolean; restaurants?: boolean }) {
  const state = verified ? 'verified' : 'unverified';
  const titles = restaurants
    ? { title: verified ? 'restaurantsVerifiedTitle' : 'restaurantsUnverifiedTitle', empty: verified ? 'emptyRestaurants' : 'emptyRestaurantsUnverified' }
    : { title: verified ? 'verifiedTitle' : 'unverifiedTitle', empty: verified ? 'empty' : 'emptyUnverified' };
  return (
    <VendorList
      resource="hotels"
      verified={verified}
      columns={columns}
      title={`resources.hotels.action.${titles.title}`}
      empty={`resources.hotels.action.${titles.empty}`}
      filter={restaurants ? { business_type: [...RESTAURANT_CAFE_TYPES] } : undefined}
      storeKey={`hotels.${state}${restaurants ? '.restaurants' : ''}`}
    />
  );
}
