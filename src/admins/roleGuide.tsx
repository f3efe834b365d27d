/**
 * What each role may do, in the words of the create and edit forms, derived from the table the server enforces
 * (ROLE_AREAS of src/domain/roles.ts), so the form cannot promise what the server refuses.
 */
import { Box, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { ROLES, ROLE_AREAS, type Role } from '../domain/roles';

export function roleAbilities(translate: TranslateFunction, role: Role): string {
  // Their own password last: "changes call requests, grievances and their own password".
  const ordered = [...ROLE_AREAS[role].filter((area) => area !== 'self'), ...ROLE_AREAS[role].filter((area) => area === 'self')];
  const areas = ordered.map((area) => translate(`app.roleGuide.areas.${area}`));
  const last = areas.at(-1) ?? '';
  const changes =
    areas.length === 1
      ? translate('app.roleGuide.only', { area: last })
      : areas.length === 2
        ? translate('app.roleGuide.two', { first: areas[0], last })
        : translate('app.roleGuide.many', { rest: areas.slice(0, -1).join(', '), last });
  return translate('app.roleGuide.abilities', { changes });
}

/** The roles and what each may do, next to the role input. */
export function RoleGuide() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="role-guide" sx={{ mb: 2, maxWidth: 560 }}>
      <Typography id="role-guide" component="h2" variant="subtitle2">
        {translate('app.roleGuide.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 0.5 }, '& dd': { ml: 0 } }}>
        {ROLES.map((role) => (
          <Box key={role} component="div">
            <Typography component="dt" variant="body2">
              {translate(`app.review.roles.${role}`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary">
              {roleAbilities(translate, role)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
