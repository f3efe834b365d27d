/**
 * The dashboard: one query for both count endpoints, six presentational cards; below them, where the backend
 * offers `workPlan`, the work plan (requested once the cards are shown, so it never delays them; its code is its
 * own chunk, loaded then too, so the login's way to the dashboard does not carry it: issue 41).
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import { lazy, Suspense, useEffect } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { vendorQueryKeys } from '../vendors/vendorQueryKeys';
import { errorText, useNotifyError } from '../layout/errorText';
import { CountCard } from './CountCard';
import { dashboardCards } from './dashboardCards';
import { usePrefetchQueueOpenings } from '../vendorKinds/prefetchQueues';
import { useCapabilities } from '../layout/useCapabilities';

const WorkPlanSection = lazy(() => import('./WorkPlanSection').then((module) => ({ default: module.WorkPlanSection })));

export function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const { has } = useCapabilities();
  usePrefetchQueueOpenings();
  const counts = useQuery({ queryKey: vendorQueryKeys.dashboard, queryFn: () => dataProvider.dashboardCounts() });
  useEffect(() => {
    if (counts.error) notifyError(counts.error);
    // Notify once per failure, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [counts.error]);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.dashboard.title')}
      </Typography>
      {counts.error && (
        <Typography role="alert" color="error">
          {translate('app.dashboard.loadError', { error: errorText(counts.error) })}
        </Typography>
      )}
      {counts.data && (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {dashboardCards(counts.data).map((card) => (
            <CountCard key={card.label} {...card} />
          ))}
        </Box>
      )}
      {(counts.data || counts.error) && has('workPlan') && (
        <Suspense fallback={null}>
          <WorkPlanSection />
        </Suspense>
      )}
    </Box>
  );
}
