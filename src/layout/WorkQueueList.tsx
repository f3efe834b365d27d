import { List, type ListProps, type RaRecord } from 'react-admin';

/**
 * For a table that may be wider than a phone: it scrolls sideways inside the list, and inline-size containment
 * keeps a long word from widening the whole page.
 */
const scrollingListSx = { '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } } as const;

/**
 * A work queue: a list the team works through (call desk, call requests, documents, stories), where nothing is
 * created or exported. react-admin's default action bar would then be an empty 48-64 px toolbar (above the
 * filters at 390 px), so there is none; 25 rows a page. Everything else is the screen's own List props.
 */
export function WorkQueueList<RecordType extends RaRecord = RaRecord>(props: ListProps<RecordType>) {
  return <List<RecordType> perPage={25} exporter={false} actions={false} sx={scrollingListSx} {...props} />;
}
