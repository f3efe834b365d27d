/**
 * For a list whose table may be wider than a phone: the table scrolls sideways inside the list, and inline-size
 * containment keeps a long word from widening the whole page.
 */
export const scrollingListSx = { '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } } as const;
