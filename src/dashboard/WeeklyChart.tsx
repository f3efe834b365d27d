/**
 * Applications, approvals and refusals per week (the work plan's `weeks`) as a bar chart. Its own chunk: the
 * dashboard imports it lazily, so MUI X Charts never delays the count cards. To a screen reader the chart is one
 * image named by the 12 weeks' totals and described week by week (a hidden table would widen a 390 px screen:
 * a table sizes to its content whatever its box says).
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { WorkWeek } from '../domain/workPlan';
import { formatDate } from '../i18n';
import { CardTitle } from './tableParts';

const SERIES = ['applications', 'approvals', 'refusals'] as const;

const dayAndMonth = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short' });

export default function WeeklyChart({ weeks }: { weeks: readonly WorkWeek[] }) {
  const translate = useTranslate();
  const labels = weeks.map((week) => dayAndMonth(week.from));
  const total = (series: (typeof SERIES)[number]) => weeks.reduce((sum, week) => sum + week[series], 0);
  const summary = translate('app.dashboard.weekly.summary', { applications: total('applications'), approvals: total('approvals'), refusals: total('refusals') });
  return (
    <Card component="section" aria-labelledby="weekly-title">
      <CardContent>
        <CardTitle id="weekly-title">{translate('app.dashboard.weekly.title')}</CardTitle>
        <Typography variant="body2" color="text.secondary">{summary}</Typography>
        <Box role="img" aria-label={summary} aria-describedby="weekly-figures" sx={{ width: '100%', minWidth: 0 }}>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: labels }]}
            series={SERIES.map((series) => ({ data: weeks.map((week) => week[series]), label: translate(`app.dashboard.weekly.${series}`) }))}
          />
        </Box>
        <Box component="p" id="weekly-figures" sx={visuallyHidden}>
          {weeks
            .map((week, i) => `${translate('app.dashboard.weekly.week')} ${labels[i]}: ${SERIES.map((series) => `${translate(`app.dashboard.weekly.${series}`)} ${week[series]}`).join(', ')}`)
            .join('; ')}
        </Box>
      </CardContent>
    </Card>
  );
}
