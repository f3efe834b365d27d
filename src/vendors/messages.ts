/**
 * Texts of the daily vendor work (queues, bulk actions, decisions) and the layout's screen texts, merged into
 * the English catalogue. react-admin's generic notifications are replaced by texts an admin understands.
 */
export const vendorWorkMessages = {
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
