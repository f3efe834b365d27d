/**
 * Every kind of event the server writes to the audit log, so the admin can say each in words (src/audit/entryTexts.ts):
 * the row triggers' writes (server/review/auditTriggers.ts) to any audited table, and the decisions the repositories
 * log by name (server/repositories/auditLog.ts accepts only the names listed here, so a new one is added here first).
 */
import { REVIEW_ACTIONS } from './review';

export const ROW_WRITES = ['insert', 'update', 'delete'] as const;

/** Named events by their group: the stored action is `group.name` ("document.upload"). */
export const NAMED_AUDIT_EVENTS = {
  review: REVIEW_ACTIONS,
  story: ['hide', 'unhide'],
  document: ['upload', 'accept', 'reject'],
  requirement: ['waive'],
  calldesk: ['state', 'assign', 'follow_up', 'convert'],
  invitation: ['issue', 'redeem'],
  /** The breach register (docs/breaches.md): its notice queued to the vendors affected (how many, not who). */
  breach: ['notify'],
  /** The daily retention run (docs/breaches.md): how many rows lost their personal data, never which people. */
  retention: ['run'],
  privacy: ['request', 'access', 'erase', 'correct', 'refuse'],
} as const;

type NamedEvents = typeof NAMED_AUDIT_EVENTS;
export type AuditEventGroup = keyof NamedEvents;
export type NamedAuditAction = { [G in AuditEventGroup]: `${G}.${NamedEvents[G][number]}` }[AuditEventGroup];

export const NAMED_AUDIT_ACTIONS = (Object.entries(NAMED_AUDIT_EVENTS) as [AuditEventGroup, readonly string[]][]).flatMap(([group, names]) =>
  names.map((name) => `${group}.${name}` as NamedAuditAction),
);

/** The group and name of a named event, or null for a row write or an action no list names. */
export function namedEvent(action: string): { group: AuditEventGroup; name: string } | null {
  const dot = action.indexOf('.');
  if (dot < 0) return null;
  const group = action.slice(0, dot);
  const name = action.slice(dot + 1);
  if (!(group in NAMED_AUDIT_EVENTS)) return null;
  return (NAMED_AUDIT_EVENTS[group as AuditEventGroup] as readonly string[]).includes(name) ? { group: group as AuditEventGroup, name } : null;
}
