/**
 * Applications, approvals and refusals per week (the work plan's `weeks`) as a bar chart. Its own chunk: the
 * dashboard imports it lazily, so MUI X Charts never delays the count cards. The chart is drawn for the eye;
 * a visually hidden table gives the same figures to a screen reader.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { WorkWeek } from '../domain/workPlan';

const SERIES = ['applications', 'approvals', 'refusals'] as const;

const dayAndMonth = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

export default function WeeklyChart({ weeks }: { weeks: readonly WorkWeek[] }) {
  const translate = useTranslate();
  const labels = weeks.map((week) => dayAndMonth(week.from));
  const total = (series: (typeof SERIES)[number]) => weeks.reduce((sum, week) => sum + week[series], 0);
  const summary = translate('app.dashboard.weekly.summary', { applications: total('applications'), approvals: total('approvals'), refusals: total('refusals') });
  return (
    <Card component="section" aria-labelledby="weekly-title">
      <CardContent>
        <Typography id="weekly-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('app.dashboard.weekly.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">{summary}</Typography>
        <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: labels }]}
            series={SERIES.map((series) => ({ data: weeks.map((week) => week[series]), label: translate(`app.dashboard.weekly.${series}`) }))}
          />
        </Box>
        <Box component="table" sx={visuallyHidden}>
          <caption>{translate('app.dashboard.weekly.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{translate('app.dashboard.weekly.week')}</th>
              {SERIES.map((series) => (
                <th key={series} scope="col">{translate(`app.dashboard.weekly.${series}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={week.from}>
                <th scope="row">{labels[i]}</th>
                {SERIES.map((series) => (
                  <td key={series}>{week[series]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}
