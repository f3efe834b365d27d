import type { ReactNode } from 'react';
import EggAltIcon from '@mui/icons-material/EggAlt';
import EngineeringIcon from '@mui/icons-material/Engineering';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { LinkBase, Title, useBasename, useCanAccess, useRequireAccess, useTranslate } from 'react-admin';
import { MASTER_ACCESS } from '.';
import { adminPaths } from '../layout/adminPaths';

interface Tile {
  label: string;
  to: string;
  icon: ReactNode;
}

const tiles: Tile[] = [
  { label: 'app.master.home.vegetables', to: adminPaths.vegetableCategories, icon: <EggAltIcon fontSize="large" /> },
  { label: 'app.master.home.professionals', to: adminPaths.professionalCategories, icon: <EngineeringIcon fontSize="large" /> },
  { label: 'app.master.home.transport', to: adminPaths.transportCategories, icon: <LocalShippingIcon fontSize="large" /> },
];

/** /master/category: "Create Category For Vendors", one tile per vendor kind with categories (no dead tile). */
export function MasterHome() {
  const translate = useTranslate();
  const basename = useBasename();
  // Like the category lists it leads to: a role that may not change master data gets the access-denied screen.
  useRequireAccess(MASTER_ACCESS);
  const { canAccess } = useCanAccess(MASTER_ACCESS);
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
          {tiles.map((tile) => (
            <li key={tile.to}>
              <Card variant="outlined">
                <CardActionArea component={LinkBase} to={`${basename}${tile.to}`}>
                  <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 4 }}>
                    <span aria-hidden>{tile.icon}</span>
                    <Typography component="span" variant="h6">
                      {translate(tile.label)}
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
