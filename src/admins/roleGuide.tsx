/**
 * What each role may do, in the words of the create and edit forms, derived from the table the server enforces
 * (ROLE_AREAS of src/domain/roles.ts), so the form cannot promise what the server refuses.
 */
import { Box, Typography } from '@mui/material';
import { ROLES, ROLE_AREAS, type Area, type Role } from '../domain/roles';
import { useTranslate } from 'react-admin';

const AREA_TEXTS: Record<Area, string> = {
  vendors: 'vendors (edits, images, posters, stories, decisions, deletion)',
  catalog: 'master data (categories, subcategories, vehicle types)',
  calls: 'call requests (notes, deletion)',
  admins: 'admin accounts and reason templates',
  self: 'their own password',
};

export function roleAbilities(role: Role): string {
  const areas = ROLE_AREAS[role].map((area) => AREA_TEXTS[area]);
  const last = areas.at(-1) ?? '';
  const changes = areas.length === 1 ? `only ${last}` : areas.length === 2 ? `${areas[0]} and ${last}` : `${areas.slice(0, -1).join(', ')}, and ${last}`;
  return `Sees everything; changes ${changes}.`;
}

/** The roles and what each may do, next to the role input. */
export function RoleGuide() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="role-guide" sx={{ mb: 2, maxWidth: 560 }}>
      <Typography id="role-guide" component="h2" variant="subtitle2">
        What each role may do
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 0.5 }, '& dd': { ml: 0 } }}>
        {ROLES.map((role) => (
          <Box key={role} component="div">
            <Typography component="dt" variant="body2">
              {translate(`app.review.roles.${role}`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary">
              {roleAbilities(role)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
