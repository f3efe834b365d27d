/**
 * The work-list cells of a vendor queue: plain text, the application date, whether a poster is set (approval
 * needs one), how long the vendor waits and the link to the vendor's page. They draw plain elements, not MUI
 * components: a queue page mounts ten rows of them at every page change (see QueueRow.tsx for why that matters).
 * Each takes react-admin's field props (`source`, `label`, `sortBy`) so the Datagrid's header labels and sorts them.
 */
import { styled } from '@mui/material/styles';
import { LinkBase, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import type { VendorRecord } from '../dataProvider/types';
import { ComplianceLapsedChip } from '../compliance/ComplianceLapsedChip';
import { formatDate } from '../i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

interface CellProps {
  source?: string;
  label?: string;
  sortBy?: string;
  /** The order of the first click on the column's header. */
  sortByOrder?: 'ASC' | 'DESC';
  sortable?: boolean;
}

export function daysWaiting(createdAt: string | undefined, now = Date.now()): number | null {
  const applied = createdAt ? Date.parse(createdAt) : NaN;
  return Number.isNaN(applied) ? null : Math.max(0, Math.floor((now - applied) / DAY_MS));
}

/** A column's value as text (react-admin's TextField wraps it in a Typography). */
export function CellText({ source }: CellProps & { source: string }) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (source === 'name') return <>{String(value ?? '')}<ComplianceLapsedChip /></>;
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

/** A date in the admin's language (the browser's locale in English), as react-admin's DateField shows it. */
export function CellDate({ source }: CellProps & { source: string }) {
  const record = useRecordContext();
  return <>{formatDate(record?.[source])}</>;
}

const Mark = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: '0 8px',
  border: '1px solid',
  borderRadius: 12,
  fontSize: '0.8125rem',
  lineHeight: '22px',
  whiteSpace: 'nowrap',
  color: theme.palette.text.secondary,
  '&[data-set="true"]': { color: theme.palette.success.dark },
}));

export function PosterMark({ record: given }: CellProps & { record?: VendorRecord }) {
  const translate = useTranslate();
  const record = useRecordContext<VendorRecord>({ record: given });
  if (!record) return null;
  const set = Boolean(record.poster);
  return <Mark data-set={set}>{translate(set ? 'app.queue.posterSet' : 'app.queue.noPoster')}</Mark>;
}

export function WaitingDays({ record: given }: CellProps & { record?: VendorRecord }) {
  const translate = useTranslate();
  const record = useRecordContext<VendorRecord>({ record: given });
  const days = daysWaiting(record?.created_at);
  return days === null ? null : <>{translate('app.queue.days', { smart_count: days })}</>;
}

const SCROLL_TO_TOP = { _scrollToTop: true };
const stopRowClick = (event: React.MouseEvent) => event.stopPropagation();

/**
 * The row's link to the vendor's page, for keyboard and screen-reader users (a row click does the same). Unlike
 * react-admin's ShowButton it does not ask the authProvider per record: the list asks once and leaves the column
 * out when "show" is not allowed, so every row draws its link in the same render as its data.
 */
export function ViewLink({ label }: CellProps & { label: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const href = useAdminHref();
  if (!record || !resource) return null;
  return (
    <LinkBase className="queue-view" to={href(adminPaths.show(resource, record.id))} state={SCROLL_TO_TOP} onClick={stopRowClick}>
      {label}
    </LinkBase>
  );
}
