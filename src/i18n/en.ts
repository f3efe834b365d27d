/**
 * The English catalogue of the admin: react-admin's own messages (`ra-language-english`), then ours under
 * `resources.<name>.{name,fields,action,notifications}` and the `app` namespace, one section per area. Screens
 * read every text through react-admin's `translate`. Another language is one catalogue of the same keys,
 * registered in ./index.ts.
 */
import englishMessages from 'ra-language-english';
import { VENDOR_KIND_DECLARATIONS } from '../domain/vendorKinds';
import { vendorKindMessages } from './vendorKindTexts';
import { loginTextsBeforeI18n } from '../login/messages';
import { mergeCatalogue } from './catalogue';
import { RESOURCE_DECLARATIONS } from '../domain/resources';
import { resourceMessages } from './resourceTexts';

/** The layout, the dashboard, the vendor pages and the users. */
const appMessages = {
  app: {
    title: 'Marketplace Admin',
    /** The data provider's failures: what the call did (`what`), then the server's words. */
    provider: {
      saveVendor: 'Could not save the vendor',
      deleteUser: 'Could not delete the user',
      loadDocuments: "Could not load the vendor's documents",
      waiveRequirement: 'Could not waive the requirement',
      acceptDocument: 'Could not accept the document',
      rejectDocument: 'Could not reject the document',
      approveVendor: 'Could not approve the vendor',
      verifyVendor: 'Could not verify the vendor',
      loadImages: "Could not load the vendor's images",
      deleteImage: 'Could not delete the image',
      uploadPoster: 'Could not upload the poster',
      setPoster: 'Could not set the poster',
      deleteStory: 'Could not delete the story',
      loadUserCounts: 'Could not load the user counts',
      loadVendorCounts: 'Could not load the vendor counts',
      loadWorkPlan: 'Could not load the work plan',
      loadReviewCounts: 'Could not load the review counts',
      changeNotSaved: 'The change was not saved',
      noteNotSaved: 'The note was not saved',
      applicationNotCreated: 'The application was not created',
      invitationNotCreated: 'The invitation was not created',
      loadAssignees: 'Could not load the assignees',
      decisionNotRecorded: 'The decision was not recorded',
      decisionsNotRecorded: 'The decisions were not recorded',
      claimVendor: 'Could not claim the vendor',
      releaseVendor: 'Could not release the vendor',
      loadHistory: 'Could not load the history',
      messageNotRecorded: 'The message was not recorded',
      loadMessages: 'Could not load the messages',
      loadVendorLanguage: "Could not load the vendor's language",
      loadOptIn: 'Could not load the WhatsApp agreement',
      optInNotSaved: 'The WhatsApp agreement was not saved',
      passwordNotChanged: 'The password was not changed',
      loadStories: 'Could not load the stories',
      requestFailed: 'The request failed',
      unreachable: '%{what}: the server could not be reached.',
      withStatus: '%{what} (status %{status}).',
      serverFailed: 'The server could not complete the request (status %{status}).',
      notAllowed: 'Not allowed: %{reason}',
      notAllowedAtAll: 'Not allowed: your account may not make this change.',
    },
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
      navigation: 'Main navigation',
    },
    // The standalone /admin/login page reads the same object before this catalogue loads.
    login: loginTextsBeforeI18n,
    /** MUI's own texts (its components speak English unless told): given to them through the layout's theme. */
    ui: {
      loading: 'Loading',
      clear: 'Clear',
      open: 'Open',
      close: 'Close',
      noOptions: 'No options',
    },
    /** The cities of src/domain/limits.ts as a screen names them (the stored value stays the English name). */
    cities: { Dindigul: 'Dindigul', Palani: 'Palani', Coimbatore: 'Coimbatore', Pollachi: 'Pollachi' },
    dashboard: {
      title: 'Dashboard',
      totalUsers: 'Total Users',
      authorizedUsers: 'Authorized User',
      unauthorizedUsers: 'Unauthorized User',
      totalVendors: 'Total Vendors',
      authorizedVendors: 'Authorized Vendor',
      unauthorizedVendors: 'Unauthorized Vendor',
      loadError: 'Could not load the dashboard counts: %{error}',
      workPlan: {
        title: 'Work plan',
        caption: 'What waits in each queue, by age in whole days since it came in. A figure opens its list.',
        queue: 'Queue',
        waiting: 'Waiting',
        oldest: 'Oldest',
        today: 'Today',
        days1to3: '1-3 days',
        days4to7: '4-7 days',
        older: 'Older',
        age: '%{smart_count} day |||| %{smart_count} days',
        ageToday: 'today',
        none: '-',
        reviewState: 'Review desk: %{state}',
        callRequests: 'Call requests (all)',
        enquiries: 'Website enquiries',
        documents: 'Documents to check',
        openList: '%{count} waiting: %{queue}. Open the list',
        loadError: 'Could not load the work plan: %{error}',
      },
      weekly: {
        title: 'Applications and decisions per week',
        summary: 'Last 12 weeks: %{applications} applications, %{approvals} approvals, %{refusals} refusals.',
        caption: 'Applications, approvals and refusals in each of the last 12 weeks',
        week: 'Week from',
        applications: 'Applications',
        approvals: 'Approvals',
        refusals: 'Refusals',
        loading: 'Loading the chart',
      },
      funnel: {
        title: 'Applied to approved, last 12 weeks',
        caption: 'Vendors who applied in the last 12 weeks, by kind and city, and the median days to an approval or refusal',
        kind: 'Kind',
        city: 'City',
        applied: 'Applied',
        approved: 'Approved',
        rejected: 'Rejected',
        median: 'Median days to a decision',
        empty: 'No applications in the last 12 weeks.',
      },
      since: {
        title: 'Since your last visit',
        firstVisit: 'Your first visit: the work plan above shows everything that waits.',
        intro: 'Since you last looked at the dashboard in an earlier session (%{since}):',
        applications: '%{smart_count} new vendor application |||| %{smart_count} new vendor applications',
        callRequests: '%{smart_count} call request |||| %{smart_count} call requests',
        enquiries: '%{smart_count} of them from the website |||| %{smart_count} of them from the website',
        documents: '%{smart_count} document uploaded |||| %{smart_count} documents uploaded',
        nothing: 'Nothing new came in.',
      },
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
      actions: 'Actions',
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
      notAnImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
      tooLarge: 'The file is larger than 5 MB.',
    },
  },
  resources: {
    ...vendorKindMessages(VENDOR_KIND_DECLARATIONS),
    customers: {
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

/** The audit log and the vendor history: what each stored table, write and field is called for people. */
const auditTexts = {
  app: {
    audit: {
      deletedVendor: 'Vendor #%{id} (deleted)',
      /** A vendor whose name is not given yet (an application the call desk made from a call). */
      unnamedVendor: 'Application #%{id}',
      history: 'History',
      historyList: 'Vendor history',
      nothingYet: 'Nothing recorded yet.',
      by: 'by %{who}',
      theVendor: 'The vendor',
      anAdmin: 'An admin',
      /** The audit log's action filter: decisions, then writes of any kind. */
      filter: { review: 'Every decision', insert: 'Added', update: 'Changed', delete: 'Deleted' },
      /** What a row of each non-vendor table is; vendor kinds' tables take their label from the registry. */
      entities: {
        vendor_users: 'Vendor',
        vendor_reviews: 'Review',
        vendor_images: 'Image',
        vendor_stories: 'Story',
        vegetable_categories: 'Vegetable category',
        vegetable_subcategories: 'Vegetable subcategory',
        professional_categories: 'Professional category',
        professional_subcategories: 'Professional subcategory',
        transport_categories: 'Transport category',
        call_requests: 'Call request',
        customers: 'User',
        admins: 'Admin account',
        reason_templates: 'Reason template',
        call_request_notes: 'Call note',
        portal_invitations: 'Portal invitation',
        admin_dashboard_visits: 'Dashboard visit',
        grievances: 'Grievance',
        grievance_events: 'Grievance timeline entry',
        privacy_requests: 'Data request',
      },
      /** A write to a vendor's own details (the account row or the kind's profile). */
      vendorWrites: { insert: 'Vendor added', update: 'Details edited', delete: 'Vendor deleted', poster: 'Poster set' },
      /** A vendor's photo: one line, never its ids or file names. */
      photoWrites: { insert: 'Photo added', update: 'Photo changed', delete: 'Photo removed' },
      /** The decisions the server logs by name, by group and name (src/domain/auditEvents.ts); reviews are app.review.actions. */
      events: {
        story: { hide: 'Story hidden', unhide: 'Story shown again' },
        document: { upload: 'Document uploaded', accept: 'Document accepted', reject: 'Document rejected' },
        requirement: { waive: 'Document requirement waived' },
        calldesk: {
          state: 'Call request status changed',
          assign: 'Call request assigned',
          follow_up: 'Follow-up date changed',
          convert: 'Call request turned into an application',
        },
        invitation: { issue: 'Portal invitation link made', redeem: 'The vendor used the portal invitation link' },
        privacy: { request: 'Data request received', access: 'The vendor downloaded their data', erase: 'Personal data erased at the vendor\'s request' },
      },
      /** A field whose word depends on what it belongs to (a document's number is not a shop number). */
      entityFields: {
        vendor_documents: { requirement: 'Document', number: 'Number', licence_type: 'Licence type', expires_on: 'Valid until', status: 'Check' },
        vendor_requirement_waivers: { requirement: 'Document', waived: 'Waived' },
        call_requests: { follow_up_on: 'Follow-up on', closed_reason: 'Reason for closing' },
        vendor_stories: { hidden_at: 'Hidden on', hidden_reason: 'Reason for hiding' },
      },
      /** A write to anything else, with what it touched. */
      writes: { insert: '%{what} added', update: '%{what} changed', delete: '%{what} deleted' },
      /** Fields that are not declared by a vendor kind. */
      fields: {
        state: 'State',
        reason: 'Reason',
        poster: 'Poster',
        verification: 'Verified',
        active: 'Active',
        notes: 'Notes',
        file_name: 'File',
        todaystory: 'Story',
        password_hash: 'Password',
        role: 'Role',
        expires_at: 'Valid until',
      },
    },
  },
};

/** The review desk, admin accounts and reason templates (capability reviewDesk). */
const reviewDeskTexts = {
  resources: {
    reviews: {
      fields: {
        name: 'Vendor',
        kind: 'Kind',
        city: 'City',
        state: 'State',
        reason: 'Reason',
        poster: 'Poster',
        created_at: 'Applied on',
        days_waiting: 'Days waiting',
        claimed_by_name: 'Claimed by',
        q: 'Search',
      },
    },
    audit: {
      fields: {
        at: 'When',
        admin_id: 'Admin',
        admin_name: 'Who',
        action: 'Action',
        entity: 'What',
        entity_id: 'Row',
        vendor_id: 'Vendor',
        reason: 'Reason',
        changes: 'Changes',
        from: 'From',
        to: 'To',
      },
    },
    admins: {
      fields: { email: 'Email', name: 'Name', role: 'Role', active: 'Active', password: 'Password', created_at: 'Created' },
    },
    'reason-templates': {
      fields: { action: 'Decision', text: 'Text' },
    },
  },
  app: {
    review: {
      states: {
        applied: 'Applied',
        changes_requested: 'Changes requested',
        approved: 'Approved',
        rejected: 'Rejected',
        suspended: 'Suspended',
      },
      actions: {
        request_changes: 'Request changes',
        approve: 'Approve',
        reject: 'Reject',
        suspend: 'Suspend',
        reinstate: 'Reinstate',
        resubmit: 'Resubmitted',
      },
      roles: {
        owner: 'Owner',
        reviewer: 'Reviewer',
        catalog: 'Catalog',
        calldesk: 'Call desk',
        viewer: 'Viewer',
      },
      /** An admin account that can no longer sign in. */
      deactivated: 'Deactivated',
      tabs: 'Review states',
      hasPoster: 'Has a poster',
      noPoster: 'No poster',
      opening: 'Opening the vendor',
      reasonRequired: 'Reason (required)',
      reasonOptional: 'Reason (optional)',
      reasonMissing: 'A reason is required for this decision',
      reasonHelp: 'Pick a template or type the reason',
      selectedVendors: '%{smart_count} vendor |||| %{smart_count} vendors',
      summaryTitle: '%{action}: what was done',
      perVendor: 'Decision per vendor',
      vendorNumbered: 'Vendor %{id}',
      done: 'Done: now %{state}',
      refused: 'Refused: %{error}',
    },
    /** What each role may change, next to the role input: the areas joined into one sentence. */
    roleGuide: {
      title: 'What each role may do',
      abilities: 'Sees everything; changes %{changes}.',
      only: 'only %{area}',
      two: '%{first} and %{last}',
      many: '%{rest}, and %{last}',
      areas: {
        vendors: 'vendors (edits, images, posters, stories, decisions, deletion)',
        catalog: 'master data (categories, subcategories, vehicle types)',
        calls: 'call requests (notes, deletion)',
        admins: 'admin accounts and reason templates',
        self: 'their own password',
        operations: 'background jobs (retrying failed ones)',
        grievances: 'grievances (acknowledge, notes, assignment, escalation, resolution)',
      },
    },
    /** Every admin's own password (the user menu's entry and its screen). */
    ownPassword: {
      title: 'Change my password',
      current: 'Current password',
      new: 'New password',
      again: 'New password again',
      save: 'Change password',
      changed: 'Your password was changed',
      differ: 'The two new passwords differ',
    },
  },
};

/** The master-data and call-request screens (SPEC sections 2, 4, 5 and 8 where it gives them). */
const categoryNotifications = {
  added: 'Category added successfully',
  addError: 'Error in adding category: %{reason}',
  renameError: 'Failed to update the name: %{reason}',
};

const subcategoryNotifications = {
  added: 'Subcategory added successfully',
  addError: 'Error in adding Subcategory: %{reason}',
  renameError: 'Failed to update subcategory name: %{reason}',
};

const subcategoryFields = { subcategoryName: 'Sub Category Name', image: 'Image', active: 'Active', categoryId: 'Category' };

const masterTexts = {
  resources: {
    vegetableCategories: {
      fields: { vegcategory: 'Category Name', image: 'Image', active: 'Active' },
      action: {
        title: 'Vegetable Categories',
        addTitle: 'Add Vegetable Categories and Subcategories',
        empty: 'No categories yet: add the first one above.',
      },
      notifications: categoryNotifications,
    },
    vegetableSubcategories: {
      fields: subcategoryFields,
      action: { title: 'Subcategories of %{name}', empty: 'No subcategories yet.' },
      notifications: subcategoryNotifications,
    },
    professionalCategories: {
      fields: { professionalCategory: 'Category Name', image: 'Image', active: 'Active' },
      action: { title: 'Add Categories to Professionals', empty: 'No categories yet: add the first one with the form above.' },
      notifications: categoryNotifications,
    },
    professionalSubcategories: {
      fields: subcategoryFields,
      action: { title: 'Subcategories of %{name}', empty: 'No subcategories yet.' },
      notifications: subcategoryNotifications,
    },
    transportCategories: {
      fields: { vehicleCategory: 'Category Name' },
      action: {
        title: 'Add Categories to Transport',
        add: 'Add New Category',
        column: 'Category',
        actions: 'Action',
        empty: 'No categories available.',
        addTitle: 'Add Category',
        editTitle: 'Edit Category',
        alreadyExists: '(Already Exists)',
        duplicate: 'This category already exists.',
        suggestions: 'Existing categories',
        deleteTitle: 'Delete category',
        deleteContent: 'Are you sure you want to delete the category "%{name}"?',
      },
      notifications: { added: 'Category added successfully', addError: 'Error in adding category: %{reason}' },
    },
    callRequests: {
      fields: { id: 'ID', phone_number: 'Phone Number', notes: 'Notes', created_at: 'Created At', source: 'Source' },
      action: {
        title: 'Vendor Call Request',
        actions: 'Actions',
        addNotes: 'Add Notes',
        editNotes: 'Edit notes',
        notesFor: 'Notes for call request %{id}',
        deleteTitle: 'Delete call request',
        deleteContent: 'Are you sure you want to delete the call request from %{phone}?',
      },
      notifications: { notesSaved: 'Notes saved', notesError: 'Could not save the notes: %{reason}', notesEmpty: 'Notes must not be empty' },
      /** Where a request came from (the stored source id → words); an unknown source shows as stored. */
      sources: { website: 'Website enquiry' },
    },
  },
  app: {
    master: {
      home: {
        title: 'Create Category For Vendors',
        vegetables: 'Vegetables',
        professionals: 'Professionals',
        transport: 'Transport',
      },
      back: 'Back',
      backToMaster: 'Back to categories for vendors',
      plusAdd: '+ Add',
      addCategory: 'Add Category',
      addSubcategory: 'Add Subcategory',
      active: 'Active',
      actions: 'Actions',
      editCategory: 'Edit Category',
      editSubcategory: 'Edit Subcategory',
      saveChanges: 'Save Changes',
      uploadImage: 'Upload Image',
      replaceImage: 'Replace Image',
      chooseImage: 'Choose Image',
      currentImage: 'Current image',
      noImage: 'No image',
      selectedImage: 'Selected Image',
      chosenFile: 'Chosen file: %{name}',
      selectCategory: 'Select a category',
      openSubcategories: 'Open the subcategories of %{name}',
      editNamed: 'Edit %{name}',
      deleteNamed: 'Delete %{name}',
      activeNamed: '%{name} active',
      deleteCategoryTitle: 'Delete category',
      duplicateName: 'This name already exists.',
      existingNames: 'Existing names',
      alreadyExists: '(Already Exists)',
      deleteCategoryContent: 'Are you sure you want to delete the category "%{name}"? Its subcategories are deleted too.',
      activeOn: '%{name} is now active',
      activeOff: '%{name} is now inactive',
      activeError: 'Could not change the active flag of %{name}: %{reason}',
      imageReplaced: 'Image updated',
      imageError: 'Error in replacing the image: %{reason}',
      renamed: 'Name updated',
      saved: 'Saved',
      saveError: 'Could not save: %{reason}',
      deleted: 'Deleted',
      deleteError: 'Could not delete: %{reason}',
      loadError: 'Could not load the list: %{reason}',
    },
  },
} as const;

/** Vendor documents (capability `compliance`): the documents panel and the expiring documents list. */
const documentTexts = {
  resources: {
    expiringDocuments: {
      fields: {
        name: 'Vendor',
        label: 'Document',
        number: 'Number',
        expires_on: 'Expires on',
        days_left: 'Days left',
        state: 'State',
        kind: 'Kind',
        city: 'City',
        phoneNumber: 'Phone',
        q: 'Search name or phone',
      },
      action: {
        empty: 'No documents expire within 30 days.',
        expiring: 'Expiring',
        expired: 'Expired',
        lapsed: 'Compliance lapsed',
        allStates: 'Expiring and expired',
        allKinds: 'All kinds',
        call: 'Call %{name}',
        whatsapp: 'WhatsApp reminder to %{name}',
        reminder:
          'Hello %{name}, your %{document} (HoReCa Market) %{when}. Please upload the renewed document in the vendor portal so your listing stays active.',
        expiresOn: 'expires on %{date}',
        expiredOn: 'expired on %{date}',
      },
    },
  },
  app: {
    compliance: {
      title: 'Documents',
      required: 'Required for approval',
      optional: 'Optional',
      number: '%{label}: %{number}',
      licenceType: 'Licence type: %{type}',
      expires: 'Expires on %{date}',
      expiredOn: 'Expired on %{date}',
      noFile: 'No file uploaded.',
      missing: 'Not uploaded yet',
      status: {
        missing: 'Missing',
        pending: 'Not checked yet',
        accepted: 'Accepted',
        rejected: 'Rejected',
        waived: 'Waived',
      },
      expired: 'Expired',
      reason: 'Reason: %{reason}',
      accept: 'Accept document',
      reject: 'Reject document',
      waive: 'Waive requirement',
      open: 'Open %{label} in a new tab',
      preview: '%{label} (document preview)',
      fileNotForRole: 'A file was uploaded. Your role cannot open document files; a reviewer or an owner can.',
      rejectTitle: 'Reject %{label}',
      waiveTitle: 'Waive %{label}',
      reasonLabel: 'Reason',
      reasonHelp: 'The vendor sees this reason in the portal.',
      waiveHelp: 'Recorded in the audit log. The requirement then no longer blocks approval.',
      cancel: 'Cancel',
      accepted: 'Document accepted',
      rejected: 'Document rejected',
      waived: 'Requirement waived',
      loading: 'Loading documents...',
      loadError: 'Could not load the documents: %{error}',
      none: 'This kind of vendor has no documents to check.',
      lapsed: 'Compliance lapsed: a required document has expired',
      blocking: 'Approval needs: %{problems}',
      /** FSSAI's licence types, by the value stored (src/domain/compliance/requirements.ts). */
      licenceTypes: { Registration: 'Registration', 'State licence': 'State licence', 'Central licence': 'Central licence' },
      /** The number checks' warnings, by their key in identifierMessages (src/domain/compliance/identifiers.ts). */
      warnings: {
        gstinOtherState: 'GSTIN is registered outside Tamil Nadu (state code is not 33)',
        applicationMismatch: 'The number differs from the one given in the application',
        takenByOther: 'Another vendor has given the same number',
      },
      /** Why a requirement blocks approval (the server's `problem`, src/domain/compliance/documents.ts). */
      problems: {
        missing: '%{label} is missing',
        notChecked: '%{label} is not checked yet',
        rejected: '%{label} was rejected',
        expired: '%{label} expired on %{date}',
      },
    },
    /** Each document requirement's name and number label, by its id (src/domain/compliance/requirements.ts). */
    requirements: {
      fssai: { label: 'FSSAI licence', number: 'FSSAI number' },
      gstin: { label: 'GST registration', number: 'GSTIN' },
      pan: { label: 'PAN card', number: 'PAN' },
      rc: { label: 'Registration certificate (RC)', number: 'Vehicle registration number' },
      permit: { label: 'Goods carriage permit', number: 'Permit number' },
      insurance: { label: 'Vehicle insurance', number: 'Policy number' },
      drivingLicence: { label: 'Driving licence', number: 'Driving licence number' },
      tradeCertificate: { label: 'Trade certificate', number: 'Certificate number' },
    },
  },
};

/**
 * The daily vendor work (queues, bulk actions, decisions); react-admin's generic notifications are replaced by
 * texts an admin understands.
 */
const vendorWorkTexts = {
  ra: {
    notification: {
      updated: 'Changes saved |||| %{smart_count} records saved',
      created: 'Record created',
      deleted: 'Record deleted |||| %{smart_count} records deleted',
      item_doesnt_exist: 'This record no longer exists (it may have been deleted).',
    },
    message: {
      unsaved_changes: 'You have unsaved changes. Leave this page and lose them?',
    },
  },
  app: {
    menu: {
      pending: 'waiting for approval',
    },
    tiles: {
      waitingCount: '%{smart_count} waiting |||| %{smart_count} waiting',
      approvedCount: '%{smart_count} approved |||| %{smart_count} approved',
    },
    queue: {
      poster: 'Poster',
      posterSet: 'Poster set',
      noPoster: 'No poster',
      applied: 'Applied',
      waiting: 'Waiting',
      days: '%{smart_count} day |||| %{smart_count} days',
    },
    bulk: {
      approveTitle: 'Approve %{smart_count} vendor? |||| Approve %{smart_count} vendors?',
      approveContent:
        'Each selected vendor is approved if a poster image is set; the others are refused and listed. |||| Each of the %{smart_count} selected vendors is approved if a poster image is set; the others are refused and listed.',
      summaryTitle: 'Bulk approval',
      approved: 'Approved: %{smart_count} vendor |||| Approved: %{smart_count} vendors',
      refused: 'Refused: %{smart_count} vendor |||| Refused: %{smart_count} vendors',
      noPoster: 'No poster image: choose one on the vendor page first',
      deleteTitle: 'Delete %{smart_count} vendor? |||| Delete %{smart_count} vendors?',
      deleteContent:
        'The selected vendor and their user account will be deleted. This cannot be undone. |||| The %{smart_count} selected vendors and their user accounts will be deleted. This cannot be undone.',
      deleted: '%{smart_count} vendor deleted |||| %{smart_count} vendors deleted',
    },
    vendor: {
      approveAndNext: 'Approve and next',
      confirmApproveNamed: '%{name} will be approved and listed as an authorized vendor.',
      confirmDeleteUserTitle: 'Delete %{name}?',
      editTitle: 'Edit %{name}',
    },
    notifications: {
      vendorSaved: 'Changes to %{name} saved',
    },
  },
};

/** The call desk (capability callDesk, docs/call-desk.md). */
const callDeskTexts = {
  app: {
    callDesk: {
      title: 'Call desk',
      callRequest: 'Call request',
      caller: 'Caller',
      unassigned: 'Unassigned',
      due: 'Follow-up due',
      states: { new: 'New', contacted: 'Contacted', follow_up: 'Follow-up', converted: 'Converted', closed: 'Closed' },
      fields: {
        phone: 'Phone Number',
        caller: 'Name',
        source: 'Source',
        state: 'State',
        assignee: 'Assignee',
        followUp: 'Follow-up on',
        closedReason: 'Reason for closing',
        createdAt: 'Created At',
      },
      stateSection: 'State and assignee',
      backToList: 'Back to the call desk',
      call: 'Call',
      whatsApp: 'WhatsApp',
      timeline: 'Notes',
      noNotes: 'No notes yet',
      newNote: 'New note',
      addNote: 'Add note',
      noteAdded: 'Note added',
      noteEmpty: 'Notes must not be empty',
      convert: 'Convert to application',
      kind: 'Vendor kind',
      convertTitle: 'Convert to application',
      noticeReadOut: 'Read the privacy notice (version %{version}) to the caller before converting:',
      noticeLanguage: 'Notice read in',
      noticeIn: { ta: 'Tamil', en: 'English' },
      remindersAgreed: 'The caller agreed to reminders and news by SMS or WhatsApp (optional)',
      convertContent: 'A %{kind} application will be created for %{phone}, waiting for approval. The vendor completes it in the portal.',
      converted: 'Application created',
      convertedNote: 'This request was converted into a vendor application.',
      openApplication: 'Open the vendor application',
      invite: {
        title: 'Invite to the portal',
        intro: 'The vendor sets a password with this link, then completes the application in the portal.',
        issue: 'Invite to the portal',
        reissue: 'Make a new link',
        reissueHint: 'A new link stops the previous one from working.',
        link: 'Invitation link',
        expires: 'Works once, until %{date}.',
        copy: 'Copy link',
        copied: 'Link copied',
        copyFailed: 'Could not copy: select the link and copy it.',
        language: 'Message language',
        english: 'English',
        tamil: 'Tamil',
        whatsapp: 'Send on WhatsApp',
        noWhatsapp: 'The phone number is not an Indian mobile number: send the link another way.',
        issued: 'Invitation link made',
      },
    },
  },
};

/** The stories queue and moderation (capability `storyModeration`). */
const storyModerationTexts = {
  app: {
    menu: { stories: 'Stories' },
    stories: {
      queueTitle: 'Stories',
      queueEmpty: 'No new stories today.',
      allKinds: 'All kinds',
      thumbnail: 'Story by %{name}',
      window: { day: 'Last 24 hours', all: 'All kept stories' },
      fields: { window: 'Show', kind: 'Kind', story: 'Story', vendor: 'Vendor', age: 'Posted', state: 'State', actions: 'Actions' },
      age: {
        minutes: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
        hours: '%{smart_count} hour ago |||| %{smart_count} hours ago',
        days: '%{smart_count} day ago |||| %{smart_count} days ago',
      },
      state: { public: 'Public', hidden: 'Hidden', expired: 'Past 24 hours' },
      hide: 'Hide',
      hideOf: 'Hide the story by %{name}',
      unhide: 'Unhide',
      unhideOf: 'Unhide the story by %{name}',
      hideTitle: 'Hide the story by %{name}?',
      reason: 'Reason',
      reasonHint: 'Kept in the audit log; the story leaves the public player at once.',
      reasonRequired: 'Give a reason to hide the story',
      hidden: 'Story hidden',
      unhidden: 'Story shown again',
      hiddenBecause: 'Hidden: %{reason}',
      expiredNote: 'Past 24 hours: no longer in the public player',
    },
  },
};

/** Messages to vendors after a decision or about a document (capability decisionMessages). */
const messageTexts = {
  app: {
    messages: {
      title: 'Message %{name}',
      offer: 'Send a message to %{name}',
      language: 'Language',
      languages: { en: 'English', ta: 'Tamil' },
      text: 'Message',
      sentOn: { whatsapp: 'Sent on WhatsApp', sms: 'Sent by SMS', email: 'Sent by e-mail' },
      whatsapp: 'Send on WhatsApp',
      copySms: 'Copy SMS text',
      copyEmail: 'Copy e-mail text',
      copied: 'Copied, and recorded on the vendor\'s history',
      copyFailed: 'Could not copy: select the text and copy it yourself',
      recordFailed: 'The message was not recorded: %{error}',
      noPhone: 'The vendor\'s phone is not a 10-digit Indian mobile number, so there is no WhatsApp link.',
      optIn: 'Agreed to WhatsApp messages',
      optInSaved: 'WhatsApp agreement saved',
      done: 'Done',
      remind: 'Reminder',
      remindLabel: 'Message %{name} about %{document}',
      recent: 'Messages sent',
      none: 'No messages yet.',
      channels: { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' },
      about: {
        approve: 'Message %{name} about the approval',
        request_changes: 'Message %{name} about the changes needed',
        reject: 'Message %{name} about the refusal',
        document_reminder: 'Message %{name} about the document',
      },
      aboutMany: {
        approve: 'Message the %{smart_count} vendor just approved |||| Message the %{smart_count} vendors just approved',
        request_changes: 'Message the %{smart_count} vendor asked for changes |||| Message the %{smart_count} vendors asked for changes',
        reject: 'Message the %{smart_count} vendor just refused |||| Message the %{smart_count} vendors just refused',
        document_reminder: 'Message the %{smart_count} vendor about a document |||| Message the %{smart_count} vendors about a document',
      },
      perVendor: 'One message per vendor',
      languageOf: 'Language of the message to %{name}',
      whatsappTo: 'Send on WhatsApp to %{name}',
      recorded: 'Recorded on the vendor\'s history',
      vendorLanguage: 'The vendor used %{language} in the portal',
    },
    reasonDialog: {
      missing: 'A reason is required',
    },
    audit: {
      entities: { vendor_messages: 'Message', phone_optins: 'WhatsApp agreement' },
    },
  },
};

/** The work plan's figures as links, the range filter they open lists with, and the documents queue. */
const workPlanLinkTexts = {
  app: {
    dashboard: {
      workPlan: { openBucket: '%{count} %{bucket}: %{queue}. Open the list' },
    },
    ageFilter: {
      today: 'Waiting today',
      days1to3: 'Waiting 1-3 days',
      days4to7: 'Waiting 4-7 days',
      older: 'Waiting 8 days or more',
      range: 'Created after %{from}, until %{until}',
      clear: '%{filter}: show the whole list instead',
    },
    menu: { documentsQueue: 'Documents to check' },
  },
  resources: {
    documentsQueue: {
      fields: {
        name: 'Vendor',
        kind: 'Kind',
        requirement: 'Document',
        uploaded_at: 'Uploaded at',
        vendorPage: 'Vendor page',
      },
      action: {
        empty: 'No document waits for a check.',
        open: "Open %{name}'s documents",
        openShort: 'Documents',
      },
    },
  },
};

/** The resources' names, from their declarations (src/domain/resources/). */
const resourceNames = { resources: resourceMessages(RESOURCE_DECLARATIONS, 'en') };

/** The grievance desk (capability grievances, docs/grievances.md). */
const grievanceTexts = {
  app: {
    menu: { grievances: 'Grievances' },
    grievances: {
      title: 'Grievances',
      workPlan: 'Grievances: %{overdue} overdue, %{dueToday} due today',
      overdueLink: '%{smart_count} overdue grievance |||| %{smart_count} overdue grievances',
      dueTodayLink: '%{smart_count} grievance due today |||| %{smart_count} grievances due today',
      unassigned: 'Unassigned',
      states: { received: 'Received', acknowledged: 'Acknowledged', escalated: 'Escalated', resolved: 'Resolved' },
      categories: {
        quality: 'Quality',
        delivery: 'Delivery',
        vendor_conduct: 'Vendor conduct',
        account: 'Account',
        personal_data: 'Personal data',
        other: 'Other',
      },
      complainants: { buyer: 'Buyer', vendor: 'Vendor', other: 'Other' },
      standing: { overdue: 'Overdue since %{date}', dueToday: 'Due today, %{date}', running: 'Due %{date}', stopped: 'Resolved' },
      clocks: 'Acknowledge by %{acknowledge}; resolve by %{resolve}',
      events: {
        received: 'Received',
        acknowledged: 'Acknowledged',
        note: 'Note',
        assigned: 'Assigned',
        escalated: 'Escalated to the grievance officer',
        resolved: 'Resolved',
        reopened: 'Reopened',
      },
      actions: {
        acknowledge: 'Acknowledge',
        resolve: 'Resolve',
        reopen: 'Reopen',
        escalate: 'Escalate to the grievance officer',
        assign: 'Assign',
        addNote: 'Add note',
        attachment: 'Open the attachment',
        export: 'Export month (CSV)',
        done: 'Saved',
      },
      resolution: 'Resolution (the complainant sees it)',
      reason: 'Reason (optional)',
      note: 'Note',
      month: 'Month',
      timeline: 'Timeline',
      filters: { overdue: 'Overdue only', dueToday: 'Due today' },
      fields: {
        ticket: 'Ticket',
        name: 'Complainant',
        complainant: 'Who',
        category: 'Category',
        state: 'State',
        clock: 'Clock',
        assignee: 'Assigned to',
        received_at: 'Received',
        description: 'Complaint',
        phone_number: 'Phone',
        email: 'E-mail',
        q: 'Ticket, phone or name',
      },
      empty: 'No grievance here.',
    },
  },
};

/** The background jobs (capability jobQueue, server/routes/adminJobs.ts). */
const jobTexts = {
  app: {
    menu: { jobs: 'Background jobs' },
    provider: { retryJob: 'Could not retry the job' },
    jobs: {
      title: 'Background jobs',
      deadLink: '%{smart_count} background job failed for good |||| %{smart_count} background jobs failed for good',
      kinds: { messageDeliver: 'Message delivery', mediaSweep: 'Media sweep', storyRetention: 'Story retention' },
      states: { queued: 'Queued', running: 'Running', done: 'Done', dead: 'Failed for good' },
      attemptsOf: '%{attempts} of %{max}',
      never: '—',
      fields: {
        id: 'Job',
        kind: 'Kind',
        state: 'State',
        attempts: 'Attempts',
        run_at: 'Runs at',
        finished_at: 'Finished at',
        last_error: 'Last error',
      },
      actions: { retry: 'Retry', retryAria: 'Retry job %{id}' },
      retried: 'Job %{id} is queued again',
      empty: 'No background job here.',
    },
  },
};

/** Data principal requests (capability privacy, docs/privacy.md). */
const privacyTexts = {
  app: {
    menu: { privacyRequests: 'Data requests' },
    privacyRequests: {
      title: 'Data requests',
      done: 'Done',
      overdue: 'Overdue since %{date}',
      dueBy: 'Due by %{date}',
      overdueOnly: 'Overdue only',
      overdueLink: '%{smart_count} data request past its 90 days |||| %{smart_count} data requests past their 90 days',
      states: { received: 'Open', completed: 'Done' },
      kinds: { access: 'Access (download)', correction: 'Correction', erasure: 'Erasure' },
      fields: { id: 'No.', kind: 'Request', state: 'State', vendor_id: 'Vendor no.', received_at: 'Received', due_at: 'Clock (90 days)', details: 'What they asked', outcome: 'Outcome' },
    },
  },
};

export const en = mergeCatalogue(
  englishMessages,
  resourceNames,
  appMessages,
  masterTexts,
  reviewDeskTexts,
  auditTexts,
  vendorWorkTexts,
  documentTexts,
  callDeskTexts,
  messageTexts,
  storyModerationTexts,
  workPlanLinkTexts,
  grievanceTexts,
  jobTexts,
  privacyTexts,
);
