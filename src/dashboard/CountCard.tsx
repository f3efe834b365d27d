import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAdminHref } from '../layout/useAdminHref';
import type { DashboardCardData } from './dashboardCards';

export function CountCard({ label, value, to }: DashboardCardData) {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={href(to)}>
        <CardContent>
          <Typography variant="subtitle1" component="span" display="block" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography variant="h4" component="span" display="block" data-testid={label}>
            {value}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
