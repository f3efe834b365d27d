/**
 * The dashboard's work plan (capability `workPlan`), below SPEC 2's cards: the queues with their ages, the
 * weekly chart (its own chunk, loaded after the cards), the funnel and what came in since the last visit.
 * One call, GET /api/admin/dashboard/workplan; every figure that has a list links to it.
 */
import { Fragment, lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, Link, Table, TableBody, TableCell, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../dataProvider/types';
import type { FunnelRow, SinceLastVisit, WorkPlan } from '../domain/workPlan';
import { errorText, useNotifyError } from '../layout/errorText';
import { useAdminHref } from '../layout/useAdminHref';
import { adminPaths } from '../layout/adminPaths';
import { useKindLabel, useVendorKinds } from '../vendorKinds/context';
import { formatDateTime } from '../i18n';
import { useCapabilities } from '../layout/useCapabilities';
import { AGE_BUCKETS, workPlanRows, type WorkPlanRow } from './workPlanRows';
import type { AgeBucket } from '../domain/workPlan';
import { CaptionedHead, CardTitle } from './tableParts';

const WeeklyChart = lazy(() => import('./WeeklyChart'));

export const workPlanQueryKey = ['dashboardWorkPlan'] as const;

const scroller = { overflowX: 'auto', maxWidth: '100%' } as const;

/** On a phone the tables become lists (seven columns do not fit 390 px). */
const useSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

export function WorkPlanSection() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const plan = useQuery({ queryKey: workPlanQueryKey, queryFn: () => dataProvider.workPlan() });
  const { has } = useCapabilities();
  useEffect(() => {
    if (plan.error) notifyError(plan.error);
    // Notify once per failure, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan.error]);
  if (plan.error) {
    return (
      <Typography role="alert" color="error" sx={{ mt: 2 }}>
        {translate('app.dashboard.workPlan.loadError', { error: errorText(plan.error) })}
      </Typography>
    );
  }
  if (!plan.data) return null;
  return (
    <Box component="section" aria-labelledby="work-plan-title" sx={{ mt: 3, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id="work-plan-title" component="h2" variant="h6">
        {translate('app.dashboard.workPlan.title')}
      </Typography>
      <QueueTable plan={plan.data} />
      {plan.data.grievances && has('grievances') ? <GrievanceClocks figures={plan.data.grievances} /> : null}
      {plan.data.breaches && has('breachRegister') ? <BreachClocks figures={plan.data.breaches} /> : null}
      {plan.data.deadJobs && plan.data.deadJobs > 0 && has('jobQueue') ? <DeadJobs count={plan.data.deadJobs} /> : null}
      {plan.data.failedMessages && plan.data.failedMessages > 0 && has('outbox') ? <FailedMessages count={plan.data.failedMessages} /> : null}
      {plan.data.privacyRequests && plan.data.privacyRequests.overdue > 0 && has('privacy') ? <OverduePrivacyRequests count={plan.data.privacyRequests.overdue} /> : null}
      <SinceLastVisitCard visit={plan.data.sinceLastVisit} />
      <Suspense fallback={<Typography color="text.secondary">{translate('app.dashboard.weekly.loading')}</Typography>}>
        <WeeklyChart weeks={plan.data.weeks} />
      </Suspense>
      <FunnelTable rows={plan.data.funnel} />
    </Box>
  );
}

function QueueTable({ plan }: { plan: WorkPlan }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const kinds = useVendorKinds();
  const small = useSmall();
  const { has } = useCapabilities();
  const rows = workPlanRows(plan, kinds, { documentsQueue: has('documentsQueue') });
  const labelOf = (row: WorkPlanRow) =>
    translate(row.label.key, Object.fromEntries(Object.entries(row.label.params ?? {}).map(([name, key]) => [name, translate(key)])));
  const waitingFigure = (row: WorkPlanRow, label: string) =>
    row.listPath ? (
      <Link component={RouterLink} to={href(row.listPath)} data-testid={`waiting-${row.id}`} aria-label={translate('app.dashboard.workPlan.openList', { count: row.waiting, queue: label })}>
        {row.waiting}
      </Link>
    ) : (
      <span data-testid={`waiting-${row.id}`}>{row.waiting}</span>
    );
  // A figure of 0 opens nothing worth seeing: it stays plain text.
  const bucketFigure = (row: WorkPlanRow, bucket: AgeBucket, label: string) => {
    const count = row.buckets[bucket];
    const path = row.bucketPaths?.[bucket];
    return path && count > 0 ? (
      <Link
        component={RouterLink}
        to={href(path)}
        data-testid={`${bucket}-${row.id}`}
        aria-label={translate('app.dashboard.workPlan.openBucket', { count, bucket: translate(`app.ageFilter.${bucket}`), queue: label })}
      >
        {count}
      </Link>
    ) : (
      <span data-testid={`${bucket}-${row.id}`}>{count}</span>
    );
  };
  const oldestText = (row: WorkPlanRow) =>
    row.oldestDays === null
      ? translate('app.dashboard.workPlan.none')
      : row.oldestDays === 0
        ? translate('app.dashboard.workPlan.ageToday')
        : translate('app.dashboard.workPlan.age', { smart_count: row.oldestDays });
  if (small) {
    return (
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary">{translate('app.dashboard.workPlan.caption')}</Typography>
          <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {rows.map((row) => {
              const label = labelOf(row);
              return (
                <Box component="li" key={row.id} data-queue={row.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr auto 1fr', columnGap: 1, '& dd': { m: 0 } }}>
                    <dt>{translate('app.dashboard.workPlan.waiting')}</dt>
                    <dd>{waitingFigure(row, label)}</dd>
                    <dt>{translate('app.dashboard.workPlan.oldest')}</dt>
                    <dd>{oldestText(row)}</dd>
                    {AGE_BUCKETS.map((bucket) => (
                      <Fragment key={bucket}>
                        <dt>{translate(`app.dashboard.workPlan.${bucket}`)}</dt>
                        <dd>{bucketFigure(row, bucket, label)}</dd>
                      </Fragment>
                    ))}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <Box sx={scroller}>
        <Table size="small" aria-describedby="work-plan-caption">
          <CaptionedHead
            id="work-plan-caption"
            caption={translate('app.dashboard.workPlan.caption')}
            columns={[
              { key: 'queue', label: translate('app.dashboard.workPlan.queue') },
              ...(['waiting', 'oldest', ...AGE_BUCKETS] as const).map((key) => ({ key, label: translate(`app.dashboard.workPlan.${key}`), numeric: true })),
            ]}
          />
          <TableBody>
            {rows.map((row) => {
              const label = labelOf(row);
              return (
                <TableRow key={row.id} data-queue={row.id}>
                  <TableCell component="th" scope="row">{label}</TableCell>
                  <TableCell align="right">{waitingFigure(row, label)}</TableCell>
                  <TableCell align="right">{oldestText(row)}</TableCell>
                  {AGE_BUCKETS.map((bucket) => (
                    <TableCell key={bucket} align="right">{bucketFigure(row, bucket, label)}</TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Card>
  );
}

/**
 * Grievances whose clock (acknowledgement in 48 hours, resolution in a month or 90 days) has run out, or runs out
 * today in India (capability grievances, docs/grievances.md); each figure opens the queue filtered to it.
 */
function GrievanceClocks({ figures }: { figures: NonNullable<WorkPlan['grievances']> }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const lines = [
    ['overdueLink', figures.overdue, { overdue: true }],
    ['dueTodayLink', figures.dueToday, { due_today: true }],
  ] as const;
  return (
    <Card component="section" aria-labelledby="grievance-clocks-title">
      <CardContent>
        <CardTitle id="grievance-clocks-title">{translate('app.grievances.title')}</CardTitle>
        <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
          {lines.map(([key, count, filter]) => (
            <li key={key}>
              <Link component={RouterLink} to={href(adminPaths.withFilter(adminPaths.grievances, filter))} color={key === 'overdueLink' && count > 0 ? 'error' : undefined}>
                {translate(`app.grievances.${key}`, { smart_count: count })}
              </Link>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Data principal requests open after their 90 days (capability privacy, docs/privacy.md); opens the list filtered to them. */
function OverduePrivacyRequests({ count }: { count: number }) {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <Card component="section" aria-labelledby="privacy-overdue-title">
      <CardContent>
        <CardTitle id="privacy-overdue-title">{translate('app.privacyRequests.title')}</CardTitle>
        <Link component={RouterLink} to={href(adminPaths.withFilter(adminPaths.resourceList('privacyRequests'), { overdue: true }))} color="error">
          {translate('app.privacyRequests.overdueLink', { smart_count: count })}
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * Breaches whose CERT-In (6 hours) or Board (72 hours) report is overdue or due soon (capability breachRegister,
 * docs/breaches.md); the server sends the figures only to roles that read the register. Each opens the list filtered.
 */
function BreachClocks({ figures }: { figures: NonNullable<WorkPlan['breaches']> }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const lines = [
    ['overdueLink', figures.overdue, { overdue: true }],
    ['dueSoonLink', figures.dueSoon, { due_soon: true }],
  ] as const;
  return (
    <Card component="section" aria-labelledby="breach-workplan-title">
      <CardContent>
        <CardTitle id="breach-workplan-title">{translate('app.breaches.title')}</CardTitle>
        <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
          {lines.map(([key, count, filter]) => (
            <li key={key}>
              <Link component={RouterLink} to={href(adminPaths.withFilter(adminPaths.breaches, filter))} color={count > 0 ? (key === 'overdueLink' ? 'error' : 'warning.dark') : undefined}>
                {translate(`app.breaches.${key}`, { smart_count: count })}
              </Link>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Background jobs that failed for good (capability jobQueue): a message never delivered, a sweep that gave up. Shown
 * only when there are some; the figure opens the jobs list filtered to them, where an owner retries them.
 */
function DeadJobs({ count }: { count: number }) {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <Card component="section" aria-labelledby="dead-jobs-title">
      <CardContent>
        <CardTitle id="dead-jobs-title">{translate('app.jobs.title')}</CardTitle>
        <Link component={RouterLink} to={href(adminPaths.withFilter(adminPaths.jobs, { state: 'dead' }))} color="error">
          {translate('app.jobs.deadLink', { smart_count: count })}
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * Automatic messages no channel could deliver (capability outbox): shown only when there are some; the figure opens
 * the outbox filtered to them, where the owner or a reviewer retries them.
 */
function FailedMessages({ count }: { count: number }) {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <Card component="section" aria-labelledby="failed-messages-title">
      <CardContent>
        <CardTitle id="failed-messages-title">{translate('app.outbox.title')}</CardTitle>
        <Link component={RouterLink} to={href(adminPaths.withFilter(adminPaths.outbox, { state: 'failed' }))} color="error">
          {translate('app.outbox.failedLink', { smart_count: count })}
        </Link>
      </CardContent>
    </Card>
  );
}

function SinceLastVisitCard({ visit }: { visit: SinceLastVisit }) {
  const translate = useTranslate();
  const lines = visit.since
    ? (
        [
          ['applications', visit.applications],
          ['callRequests', visit.callRequests],
          ['enquiries', visit.enquiries],
          ['documents', visit.documents],
        ] as const
      ).filter(([, n]) => n > 0)
    : [];
  return (
    <Card component="section" aria-labelledby="since-title">
      <CardContent>
        <CardTitle id="since-title">{translate('app.dashboard.since.title')}</CardTitle>
        {!visit.since ? (
          <Typography>{translate('app.dashboard.since.firstVisit')}</Typography>
        ) : (
          <>
            <Typography>{translate('app.dashboard.since.intro', { since: formatDateTime(visit.since) })}</Typography>
            {lines.length ? (
              <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
                {lines.map(([name, n]) => (
                  <li key={name}>{translate(`app.dashboard.since.${name}`, { smart_count: n })}</li>
                ))}
              </Box>
            ) : (
              <Typography>{translate('app.dashboard.since.nothing')}</Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function FunnelTable({ rows }: { rows: FunnelRow[] }) {
  const translate = useTranslate();
  const kindLabel = useKindLabel();
  const small = useSmall();
  const cityName = (city: string) => translate(`app.cities.${city}`, { _: city });
  const columns = ['applied', 'approved', 'rejected'] as const;
  return (
    <Card component="section" aria-labelledby="funnel-title">
      <CardContent sx={{ pb: 0 }}>
        <CardTitle id="funnel-title">{translate('app.dashboard.funnel.title')}</CardTitle>
        {!rows.length && <Typography>{translate('app.dashboard.funnel.empty')}</Typography>}
      </CardContent>
      {rows.length > 0 && small && (
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary">{translate('app.dashboard.funnel.caption')}</Typography>
          <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
            {rows.map((row) => (
              <li key={`${row.kind}/${row.city}`}>
                {`${kindLabel(row.kind)}, ${cityName(row.city)}: `}
                {columns.map((column) => `${translate(`app.dashboard.funnel.${column}`)} ${row[column]}`).join(', ')}
                {`; ${translate('app.dashboard.funnel.median')} ${row.medianDaysToDecision ?? translate('app.dashboard.workPlan.none')}`}
              </li>
            ))}
          </Box>
        </CardContent>
      )}
      {rows.length > 0 && !small && (
        <Box sx={scroller}>
          <Table size="small">
            <CaptionedHead
              caption={translate('app.dashboard.funnel.caption')}
              columns={[
                ...(['kind', 'city'] as const).map((key) => ({ key, label: translate(`app.dashboard.funnel.${key}`) })),
                ...([...columns, 'median'] as const).map((key) => ({ key, label: translate(`app.dashboard.funnel.${key}`), numeric: true })),
              ]}
            />
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.kind}/${row.city}`}>
                  <TableCell component="th" scope="row">{kindLabel(row.kind)}</TableCell>
                  <TableCell>{cityName(row.city)}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column} align="right">{row[column]}</TableCell>
                  ))}
                  <TableCell align="right">{row.medianDaysToDecision ?? translate('app.dashboard.workPlan.none')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
