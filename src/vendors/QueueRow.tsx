/**
 * A work-list row drawn with plain table elements, for react-admin's <Datagrid row>. react-admin's DatagridRow
 * draws every cell as an MUI TableCell and the selection box as an MUI Checkbox (ripple, two icons): each a
 * styled component that emotion serialises on every mount, so drawing the ten new rows of a page was most of a
 * page change's cost (bench/largeLists.ts, docs/performance.md). This row keeps DatagridRow's behaviour: a click
 * opens the vendor, the box selects it (shift-click a range, as react-admin's onToggleItem does), and the row and
 * cells carry react-admin's class names; their look is `queueRowStyles`, given once to the Datagrid.
 */
import { Children, isValidElement, memo, type ComponentProps, type ChangeEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { DatagridBody, DatagridClasses, shallowEqual, useResourceContext, useNavigate, useTranslate, type Identifier } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { alpha, lighten, type Theme } from '@mui/material/styles';

interface QueueRowProps {
  id?: Identifier;
  className?: string;
  resource?: string;
  hasBulkActions?: boolean;
  selectable?: boolean;
  selected?: boolean;
  onToggleItem?: (id: Identifier, event: MouseEvent | ChangeEvent) => void;
  children?: ReactNode;
}

const CELL = `queue-cell ${DatagridClasses.rowCell}`;

function QueueRowView({ id, className, resource: resourceProp, hasBulkActions = false, selectable = true, selected = false, onToggleItem, children }: QueueRowProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const href = useAdminHref();
  const resource = useResourceContext({ resource: resourceProp });
  if (id === undefined || !resource) return null;
  const open = () => navigate(href(adminPaths.show(resource, id)), { state: { _scrollToTop: true } });
  const toggle = (event: MouseEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (selectable) onToggleItem?.(id, event);
  };
  const rowClass = ['queue-row', className, DatagridClasses.clickableRow, selected ? 'queue-row-selected' : ''].filter(Boolean).join(' ');
  return (
    <tr className={rowClass} onClick={open} aria-selected={hasBulkActions ? selected : undefined}>
      {hasBulkActions && (
        <td className="queue-cell queue-select">
          <input
            type="checkbox"
            className={`select-item ${DatagridClasses.checkbox}`}
            aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
            checked={selectable && selected}
            disabled={!selectable}
            onClick={toggle}
            onChange={noop}
          />
        </td>
      )}
      {Children.map(children, (field, index) =>
        isValidElement(field) ? (
          <td key={`${String(id)}-${sourceOf(field) ?? index}`} className={`${CELL} column-${sourceOf(field) ?? index}`}>
            {field}
          </td>
        ) : null,
      )}
    </tr>
  );
}

/** The box's state follows `selected`; the click handler does the toggling (it needs the shift key). */
const noop = () => undefined;

const sourceOf = (field: ReactElement) => (field.props as { source?: string }).source;

/** The columns a row draws, as far as they change what it shows (the field elements are new on every render). */
function columnsOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((field) => (isValidElement(field) ? `${String((field.type as { name?: string }).name)}:${sourceOf(field) ?? ''}:${String((field.props as { label?: unknown }).label ?? '')}` : ''))
    .join('|');
}

/** Drawn again only when its record, selection or columns change (react-admin's PureDatagridRow compares the same way). */
export const QueueRow = memo(QueueRowView, ({ children: before, ...previous }, { children: after, ...next }) =>
  shallowEqual(previous, next) && columnsOf(before) === columnsOf(after),
);

/** The Datagrid's `body`: react-admin's DatagridBody with these rows, drawn again only when its props change (as `optimized` does). */
export const QueueBody = memo(function QueueBody(props: ComponentProps<typeof DatagridBody>) {
  return <DatagridBody {...props} row={<QueueRow />} />;
});

/** The rows' look, matching MUI's small table cells and rows (hover, selected), for the Datagrid's `sx`. */
export const queueRowStyles = (theme: Theme) => ({
  '& .queue-row:hover': { backgroundColor: theme.palette.action.hover },
  '& .queue-row-selected, & .queue-row-selected:hover': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  // Narrower than MUI's 16 px sides so ten columns fit beside the menu at 1280 px in Tamil too; a narrower screen
  // scrolls the table inside its box, never the page.
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& .RaDatagrid-headerCell': { padding: '6px 8px' },
  '& .queue-cell': {
    ...theme.typography.body2,
    padding: '6px 8px',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    verticalAlign: 'middle',
    color: theme.palette.text.primary,
  },
  '& .queue-select': { width: 24, padding: '0 0 0 11px' },
  '& .queue-select input': { width: 18, height: 18, margin: 0, cursor: 'pointer', accentColor: theme.palette.primary.main },
  '& .queue-view': {
    ...theme.typography.button,
    fontSize: '0.8125rem',
    color: theme.palette.primary.main,
    textDecoration: 'none',
    padding: '4px 5px',
    borderRadius: theme.shape.borderRadius,
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
  },
});
