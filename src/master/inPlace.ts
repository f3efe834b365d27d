/**
 * Props that put react-admin's Create or Edit inside another screen (a card of the list, a modal): no page title,
 * no action bar, no card, no redirect after saving.
 */
export const inPlace = {
  redirect: false,
  title: false,
  actions: false,
  component: 'div',
  sx: { '& .RaCreate-main, & .RaEdit-main': { mt: 0 } },
} as const;
