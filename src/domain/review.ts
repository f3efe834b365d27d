/**
 * The vendor review desk (an extension of our server, capability `reviewDesk`): review states, the decisions
 * that move between them, and (from roles.ts) admin roles and what each role may do. Shared by the server (which enforces it) and
 * the admin (which hides what a role cannot use).
 */
import { z } from 'zod';
import { id } from './fieldValidation';
import { ROLES } from './roles';

export { AREAS, ROLES, ROLE_AREAS, canWrite, type Area, type Role } from './roles';

export const REVIEW_STATES = ['applied', 'changes_requested', 'approved', 'rejected', 'suspended'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_ACTIONS = ['request_changes', 'approve', 'reject', 'suspend', 'reinstate', 'resubmit'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

interface Transition {
  from: readonly ReviewState[];
  to: ReviewState;
  /** A reason is required (request changes, reject, suspend). */
  needsReason: boolean;
  /** Who takes it: an admin at the desk, or the vendor in the portal. */
  by: 'admin' | 'vendor';
}

/** applied → changes requested → approved or rejected; approved → suspended → reinstated (approved). */
export const TRANSITIONS: Record<ReviewAction, Transition> = {
  request_changes: { from: ['applied'], to: 'changes_requested', needsReason: true, by: 'admin' },
  approve: { from: ['applied', 'changes_requested'], to: 'approved', needsReason: false, by: 'admin' },
  reject: { from: ['applied', 'changes_requested'], to: 'rejected', needsReason: true, by: 'admin' },
  suspend: { from: ['approved'], to: 'suspended', needsReason: true, by: 'admin' },
  reinstate: { from: ['suspended'], to: 'approved', needsReason: false, by: 'admin' },
  resubmit: { from: ['changes_requested'], to: 'applied', needsReason: false, by: 'vendor' },
};

export const ADMIN_ACTIONS = REVIEW_ACTIONS.filter((action) => TRANSITIONS[action].by === 'admin');

/** The actions an admin can take on a vendor in this state. */
export function actionsFrom(state: ReviewState): ReviewAction[] {
  return ADMIN_ACTIONS.filter((action) => TRANSITIONS[action].from.includes(state));
}

export const REVIEW_CLAIM_MS = 30 * 60 * 1000;

const reasonText = z.string().trim().max(1000, 'Reason must be at most 1000 characters');

/** A decision's body; the reason's presence is checked against the transition (400 naming `reason`). */
export const decisionSchema = z.object({
  action: z.enum(ADMIN_ACTIONS as [ReviewAction, ...ReviewAction[]], { error: `action must be one of ${ADMIN_ACTIONS.join(', ')}` }),
  reason: reasonText.optional(),
});
export type Decision = z.infer<typeof decisionSchema>;

export const bulkDecisionSchema = decisionSchema.extend({
  ids: z.array(id('ids'), { error: 'ids must be a list of vendor ids' }).min(1, 'Choose at least one vendor').max(200),
});

export const reasonRequired = 'A reason is required for this decision';

export const reasonTemplateSchema = z.object({
  action: z.enum(['request_changes', 'reject', 'suspend'], { error: 'action must be request_changes, reject or suspend' }),
  text: z.string({ error: 'Text is required' }).trim().min(1, 'Text is required').max(1000),
});

export const adminAccountSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().pipe(z.email({ error: 'Invalid email address' })),
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }),
  password: z.string({ error: 'Password is required' }).min(8, 'Password must be at least 8 characters').max(200),
});

export const adminChangeSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200).optional(),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }).optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: z.string({ error: 'New password is required' }).min(8, 'Password must be at least 8 characters').max(200),
});

/** A vendor as the review desk lists it. */
export interface ReviewRecord {
  id: number;
  kind: string;
  name: string;
  phoneNumber: string;
  city: string;
  state: ReviewState;
  reason: string | null;
  poster: string | null;
  created_at: string;
  decided_at: string | null;
  days_waiting: number;
  claimed_by: number | null;
  claimed_by_name: string | null;
  claimed_until: string | null;
}

/** One line of the audit log: who did what, when, with the changed fields before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  admin_id: number | null;
  admin_name: string | null;
  /** `vendor` for the vendor's own actions in the portal. */
  actor: string;
  action: string;
  entity: string;
  entity_id: number | null;
  vendor_id: number | null;
  /** The vendor's name and kind id while the vendor exists. */
  vendor_name?: string | null;
  vendor_kind?: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
