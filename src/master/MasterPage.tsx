import type { ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { List, useListContext, useTranslate, type ListProps } from 'react-admin';
import { errorText } from '../layout/errorText';
import { BackLink } from './BackLink';
import { retryUnlessClientError } from './queryOptions';

interface MasterPageProps {
  /** The h1, with the screen's main action beside it (wrapping below it on narrow screens). */
  heading: string;
  action?: ReactNode;
  backTo: string;
  backLabel?: string;
  children: ReactNode;
}

/** Frame of a master screen: the back link, the h1 and its action, then the forms and the list. */
export function MasterPage({ heading, action, backTo, backLabel, children }: MasterPageProps) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <BackLink to={backTo} label={backLabel} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Typography component="h1" variant="h5">
          {heading}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/**
 * react-admin's List for a master resource: every record in id order (the legacy lists are whole arrays, SPEC
 * section 9: no paging), a 4xx shown at once without retries, the reason in place of the list.
 */
export function MasterList(props: Omit<ListProps, 'children'> & { children: ReactNode }) {
  return (
    <List
      perPage={10_000}
      pagination={false}
      sort={{ field: 'id', order: 'ASC' }}
      actions={false}
      empty={false}
      exporter={false}
      disableSyncWithLocation
      component="div"
      queryOptions={{ retry: retryUnlessClientError }}
      error={<ListLoadError />}
      sx={{ mt: 2 }}
      {...props}
    />
  );
}

function ListLoadError() {
  const translate = useTranslate();
  const { error } = useListContext();
  return <Alert severity="error">{translate('app.master.loadError', { reason: errorText(error) })}</Alert>;
}
