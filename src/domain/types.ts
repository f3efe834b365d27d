/**
 * Shapes of the legacy HTTP contract (SPEC sections 3 and 7), as the server sends them.
 * Vendor passwords are never sent; `poster` is the poster's file name or null.
 */
import type { Role } from './review';

export type Flag = 0 | 1;

interface VendorBase {
  id: number;
  user_id: number;
  name: string;
  phoneNumber: string;
  email: string;
  city: string;
  description: string;
  /** 1 once an admin approved the vendor. */
  verification: Flag;
  poster: string | null;
  created_at: string;
}

export interface VegetableVendor extends VendorBase {
  store_id: number;
  storeName: string;
  storename: string;
  PhoneNumber: string;
  address: string;
  location: string;
  number: string;
  reviews: number;
  price: string;
  serviceDetails: string;
  adminverified: Flag;
  category: string;
  direction: string;
}

export interface Professional extends VendorBase {
  storename: string;
  location: string;
  reviews: number;
  price: string;
  serviceDetails: string;
  number: string;
  professionalcategory: string;
  direction: string;
  years_of_experience: number;
}

export interface TransportProvider extends VendorBase {
  address: string;
  vehicle_type: string;
  vehicle_model: string;
  vehicle_registration_number: string;
  years_of_driving_experience: number;
  days_and_hours_available: string;
  category: string;
  /** The maps direction value. */
  location: string;
  reviews: number;
}

export interface HotelVendor extends VendorBase {
  business_name: string;
  address: string;
  business_type: string;
  opening_time: string;
  closing_time: string;
  delivery_options: string;
  max_delivery_distance: string;
  /** The maps direction value. */
  location: string;
}

/** A vendor of a kind SPEC section 3 does not describe: the shared fields, then those its declaration lists. */
export type DeclaredVendor = VendorBase & Record<string, unknown>;

/** A vendor of any declared kind as the server sends it (src/domain/vendorKinds says which fields each has). */
export type AnyVendor = VegetableVendor | Professional | TransportProvider | HotelVendor | DeclaredVendor;

export interface ImagePaths {
  imagePaths: string[];
}

export interface Story {
  id: number;
  todaystory: string;
}

export interface VegetableCategory {
  id: number;
  vegcategory: string;
  image_name: string | null;
  active: Flag;
}

export interface ProfessionalCategory {
  id: number;
  professionalCategory: string;
  image_name: string | null;
  active: Flag;
}

export interface TransportCategory {
  id: number;
  vehicleCategory: string;
}

export interface Subcategory {
  id: number;
  subcategoryName: string;
  subcategoryImage: string | null;
  active: Flag;
  categoryId: number;
}

export interface CallRequest {
  id: number;
  phone_number: string;
  notes: string | null;
  created_at: string;
  /** Extension: where the request came from ('website' for the public enquiry form); null when unknown. */
  source?: string | null;
}

export interface UserCounts {
  totalUsers: number;
  totalUnverifiedUsers: number;
  totalVerifiedUsers: number;
}

export interface VendorCounts {
  totalVendors: number;
  totalUnauthorizedVendors: number;
  totalAuthorizedVendors: number;
}

export interface AdminUser {
  id: number;
  email: string;
  name: string;
  /** Our server's roles (capability reviewDesk); the legacy backend's single admin has none. */
  role: Role;
}

/** Extension (not in the legacy contract): the customers behind the user counts. */
export interface Customer {
  id: number;
  name: string;
  phoneNumber: string;
  email: string;
  city: string;
  verified: Flag;
  created_at: string;
}

/** Error body of every 400 from our server. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string>;
}
