/**
 * The English catalogue: react-admin's own messages, then ours under `resources.<name>.{name,fields,action,
 * notifications}` and the `app` namespace. Feature catalogues are merged in, so each area owns its texts.
 * Another language is one more catalogue of the same shape.
 */
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { VENDOR_KIND_DECLARATIONS } from '../domain/vendorKinds';
import { vendorKindMessages } from '../vendorKinds/messages';
import { masterMessages } from '../master/messages';
import { reviewDeskMessages } from '../reviews/messages';
import { complianceAdminMessages } from '../compliance/messages';
import { vendorWorkMessages } from '../vendors/messages';
import { loginMessages } from '../login/messages';

const appMessages = {
  app: {
    title: 'Marketplace Admin',
    error: {
      title: 'Unexpected Application Error!',
      explanation: 'This screen failed to display. The rest of the back-office still works.',
      home: 'Back to the dashboard',
    },
    notFound: {
      title: 'Page not found',
      explanation: 'There is no screen at this address. It may have been mistyped, or the link may be out of date.',
    },
    accessDenied: {
      title: 'Not allowed',
      explanation: 'Your role does not give access to this screen. An owner can change your role if you need it.',
    },
    menu: {
      dashboard: 'Dashboard',
      master: 'Master',
      vendors: 'Vendors',
      authorized: 'Authorized Vendor',
      unauthorized: 'UnAuthorized Vendor',
      users: 'Users',
      verifiedUsers: 'Verified Users',
      unverifiedUsers: 'Not Verified Users',
      callRequest: 'Call Request',
      logout: 'Logout',
      navigation: 'Main navigation',
    },
    login: loginMessages,
    dashboard: {
      title: 'Dashboard',
      totalUsers: 'Total Users',
      authorizedUsers: 'Authorized User',
      unauthorizedUsers: 'Unauthorized User',
      totalVendors: 'Total Vendors',
      authorizedVendors: 'Authorized Vendor',
      unauthorizedVendors: 'Unauthorized Vendor',
      open: 'Open %{label}',
      loadError: 'Could not load the dashboard counts: %{error}',
    },
    tiles: {
      unauthorizedTitle: 'UnAuthorized Vendors',
      authorizedTitle: 'Authorized Vendors',
      allTitle: 'All Vendors',
      noList: 'This backend offers no %{kind} list',
    },
    vendor: {
      view: 'View',
      back: 'Back',
      direction: 'Direction',
      directionLabel: 'Direction (opens the map in a new tab)',
      noDirection: 'No direction given',
      edit: 'Edit',
      approve: 'Approve',
      verifyVendor: 'Verify Vendor',
      deleteUser: 'Delete User',
      viewStories: 'View Stories',
      choosePoster: 'Choose Poster',
      setAsPoster: 'Set as Poster',
      currentPoster: 'Current poster',
      deleteImage: 'Delete image %{number}',
      images: 'Images',
      noImages: 'No images uploaded.',
      loadingImages: 'Loading images...',
      cancel: 'Cancel',
      upload: 'Upload',
      delete: 'Delete',
      close: 'Close',
      posterPreview: 'Poster preview',
      posterAlt: 'Selected poster image',
      imageAlt: 'Image %{number}',
      confirmDeleteImage: 'Are you sure you want to delete this image?',
      confirmDeleteUser: 'Are You Sure You Want to Delete the user ?',
      confirmApprove: 'Authorize User ?',
      revealPassword: 'Show password',
      hidePassword: 'Hide password',
      verified: 'Verified',
      unverified: 'Not verified',
      allCities: 'All cities',
      passwordHint: 'Leave empty to keep the current password',
      selectCity: 'Select a City',
      unverifiedTab: 'Unverified',
      verifiedTab: 'Verified',
    },
    stories: {
      title: 'Stories',
      loading: 'Loading...',
      empty: 'No story available.',
      pick: 'Story to delete',
      item: 'Story %{number}',
      deleteSelected: 'Delete story',
      player: 'Story player: use the arrow keys to move between stories',
      confirmDeleteTitle: 'Delete %{story}?',
      confirmDelete: 'Are you sure you want to delete %{story}?',
    },
    notifications: {
      posterUploaded: 'Poster image uploaded successfully.',
      posterRequired: 'Please select a poster image before verifying the user',
      approved: '%{name} approved',
      verified: '%{name} verified',
      imageDeleted: 'Image deleted',
      userDeleted: '%{name} deleted',
      storyDeleted: 'Story deleted',
      failed: '%{action} failed: %{error}',
      notAnImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
      tooLarge: 'The file is larger than 5 MB.',
    },
    actions: {
      loadImages: 'Loading the images',
      deleteImage: 'Deleting the image',
      uploadPoster: 'Uploading the poster',
      setPoster: 'Setting the poster',
      approve: 'Approving the vendor',
      verify: 'Verifying the vendor',
      deleteUser: 'Deleting the user',
      loadStories: 'Loading the stories',
      deleteStory: 'Deleting the story',
      loadCategories: 'Loading the vehicle types',
      loadCounts: 'Loading the dashboard counts',
    },
  },
  resources: {
    ...vendorKindMessages(VENDOR_KIND_DECLARATIONS),
    customers: {
      name: 'User |||| Users',
      fields: {
        id: 'ID',
        name: 'Name',
        phoneNumber: 'Phone Number',
        email: 'Email',
        city: 'City',
        verified: 'Verified',
        created_at: 'Joined',
        q: 'Search',
      },
      action: {
        verifiedTitle: 'Verified Users',
        unverifiedTitle: 'Not Verified Users',
        empty: 'No users found',
      },
      notifications: {},
    },
  },
};

/** Catalogues of other areas, each shaped like `{ resources: { <name>: {...} }, app?: {...} }`. */
const areaCatalogues: object[] = [
  masterMessages,
  reviewDeskMessages,
  vendorWorkMessages,
  complianceAdminMessages,
];

export const en: TranslationMessages = mergeTranslations(englishMessages, appMessages, ...areaCatalogues);
