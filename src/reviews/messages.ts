/** Texts of the review desk, the audit log, admin accounts and reason templates (capability reviewDesk). */
import type { ReviewAction, ReviewState, Role } from '../domain/review';

export const STATE_LABELS: Record<ReviewState, string> = {
  applied: 'Applied',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export const ACTION_LABELS: Record<ReviewAction, string> = {
  request_changes: 'Request changes',
  approve: 'Approve',
  reject: 'Reject',
  suspend: 'Suspend',
  reinstate: 'Reinstate',
  resubmit: 'Resubmitted',
};

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  reviewer: 'Reviewer',
  catalog: 'Catalog',
  calldesk: 'Call desk',
  viewer: 'Viewer',
};

export const choicesOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([id, name]) => ({ id, name }));

export const reviewDeskMessages = {
  resources: {
    reviews: {
      name: 'Review |||| Review desk',
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
      name: 'Audit entry |||| Audit log',
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
      name: 'Admin |||| Admins',
      fields: { email: 'Email', name: 'Name', role: 'Role', active: 'Active', password: 'Password', created_at: 'Created' },
    },
    'reason-templates': {
      name: 'Reason template |||| Reason templates',
      fields: { action: 'Decision', text: 'Text' },
    },
  },
};
