import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { LinkBase, Title, useCanAccess, useRequireAccess, useTranslate } from 'react-admin';
import { useAdminHref } from '../layout/useAdminHref';
import { MASTER_ACCESS } from './masterAccess';
import { useMasterEntries } from './masterEntries';

/** /master/category: "Create Category For Vendors", one tile per master resource placed on it (no dead tile). */
export function MasterHome() {
  const translate = useTranslate();
  const href = useAdminHref();
  // Like the category lists it leads to: a role that may not change master data gets the access-denied screen.
  useRequireAccess(MASTER_ACCESS);
  const { canAccess } = useCanAccess(MASTER_ACCESS);
  const tiles = useMasterEntries('home');
  const title = translate('app.master.home.title');
  if (!canAccess) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box component="nav" aria-label={title}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
          {tiles.map(({ path, icon: Icon, label, defaultLabel }) => (
            <li key={path}>
              <Card variant="outlined">
                <CardActionArea component={LinkBase} to={href(path)}>
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 4 }}>
                    <span aria-hidden>
                      <Icon fontSize="large" />
                    </span>
                    <Typography component="span" variant="h6">
                      {translate(label, { smart_count: 2, _: defaultLabel ?? label })}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
