/**
 * English texts of the master-data and call-request screens (SPEC sections 2, 4, 5 and 8 where it gives them),
 * shaped like the rest of the catalogue: `resources.<name>.{name,fields,action,notifications}` and the shared
 * texts under `app.master`.
 */
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

export const masterMessages = {
  resources: {
    vegetableCategories: {
      name: 'Vegetable category |||| Vegetable categories',
      fields: { vegcategory: 'Category Name', image: 'Image', active: 'Active' },
      action: {
        title: 'Vegetable Categories',
        addTitle: 'Add Vegetable Categories and Subcategories',
        empty: 'No categories yet: add the first one above.',
      },
      notifications: categoryNotifications,
    },
    vegetableSubcategories: {
      name: 'Vegetable subcategory |||| Vegetable subcategories',
      fields: subcategoryFields,
      action: { title: 'Subcategories of %{name}', empty: 'No subcategories yet.' },
      notifications: subcategoryNotifications,
    },
    professionalCategories: {
      name: 'Professional category |||| Professional categories',
      fields: { professionalCategory: 'Category Name', image: 'Image', active: 'Active' },
      action: { title: 'Add Categories to Professionals', empty: 'No categories yet: add the first one with the form above.' },
      notifications: categoryNotifications,
    },
    professionalSubcategories: {
      name: 'Professional subcategory |||| Professional subcategories',
      fields: subcategoryFields,
      action: { title: 'Subcategories of %{name}', empty: 'No subcategories yet.' },
      notifications: subcategoryNotifications,
    },
    transportCategories: {
      name: 'Transport category |||| Transport categories',
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
      name: 'Call Request |||| Call Requests',
      fields: { id: 'ID', phone_number: 'Phone Number', notes: 'Notes', created_at: 'Created At', source: 'Source' },
      action: {
        title: 'Vendor Call Request',
        actions: 'Actions',
        addNotes: 'Add Notes',
        notesFor: 'Notes for call request %{id}',
        deleteTitle: 'Delete call request',
        deleteContent: 'Are you sure you want to delete the call request from %{phone}?',
      },
      notifications: { notesSaved: 'Notes saved', notesError: 'Could not save the notes: %{reason}' },
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
