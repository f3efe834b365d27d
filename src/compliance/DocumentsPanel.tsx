/**
 * The vendor's documents on its page (capability `compliance`): each requirement of the kind with its current
 * document (image preview, PDF inline from the admin's file route), accept, reject with a reason, and waive
 * (owners). Approval is refused by the server while a required document blocks it; the panel says which.
 */
import { useState } from 'react';
import { CanAccess, useCanAccess, useDataProvider, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import type { AppDataProvider, VendorRecord } from '../dataProvider/types';
import { useCustomMutation } from '../layout/useCustomMutation';
import { ReasonDialog } from '../layout/ReasonDialog';
import { documentFileUrl } from '../dataProvider/compliance';
import type { DocumentDecision, RequirementStatus } from '../domain/compliance/documents';
import { blockingProblemText, identifierWarningText, licenceTypeLabel, requirementLabel, requirementNumberLabel } from './requirementTexts';

export const documentsKey = (userId: number) => ['vendorDocuments', userId] as const;

// MUI's filled warning and info chips fail the 4.5:1 text contrast (axe): those states use the neutral chip.
const STATUS_COLOR = { missing: 'default', pending: 'default', accepted: 'success', rejected: 'error', waived: 'default' } as const;

/** `resource`: the vendor's kind resource, whose edit right allows accepting and rejecting. */
export function DocumentsPanel({ resource }: { resource: string }) {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const userId = record?.user_id ?? 0;
  const { data, error, isPending } = useQuery({
    queryKey: documentsKey(userId),
    queryFn: () => dataProvider.vendorDocuments(userId),
    enabled: userId > 0,
  });
  if (!record) return null;
  const headingId = `documents-${userId}`;
  const problems = (data ?? []).flatMap((status) => blockingProblemText(translate, status) ?? []);
  const lapsed = Boolean(record.verification) && (data ?? []).some((s) => s.requirement.requiredForApproval && s.status === 'accepted' && s.expired);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('app.compliance.title')}
      </Typography>
      {isPending && <Typography role="status">{translate('app.compliance.loading')}</Typography>}
      {error && <Alert severity="error">{translate('app.compliance.loadError', { error: (error as Error).message })}</Alert>}
      {lapsed && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.compliance.lapsed')}
        </Alert>
      )}
      {!record.verification && problems.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.compliance.blocking', { problems: problems.join('; ') })}
        </Alert>
      )}
      {data?.length === 0 && <Typography>{translate('app.compliance.none')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' } }}>
        {data?.map((status) => <RequirementCard key={status.requirement.id} status={status} userId={userId} resource={resource} />)}
      </Box>
    </Box>
  );
}

function RequirementCard({ status, userId, resource }: { status: RequirementStatus; userId: number; resource: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [dialog, setDialog] = useState<'reject' | 'waive' | null>(null);
  const { requirement } = status;
  const done = (message: string) => {
    notify(message, { type: 'success' });
    setDialog(null);
  };
  const decide = useCustomMutation({
    run: (dataProvider, { decision, reason }: { decision: DocumentDecision; reason?: string }) => dataProvider.decideDocument(status.id ?? 0, decision, reason),
    invalidate: [documentsKey(userId)],
    onSuccess: ({ decision }) => done(decision === 'accepted' ? 'app.compliance.accepted' : 'app.compliance.rejected'),
  });
  const waive = useCustomMutation({
    run: (dataProvider, reason: string) => dataProvider.waiveRequirement(userId, requirement.id, reason),
    invalidate: [documentsKey(userId)],
    onSuccess: () => done('app.compliance.waived'),
  });
  const titleId = `requirement-${userId}-${requirement.id}`;
  const fileUrl = status.id && status.file_type ? documentFileUrl(status.id) : null;
  // The server refuses the file to roles that do not review vendors; no preview then, a sentence instead.
  const { canAccess: canSeeFile, isPending: accessPending } = useCanAccess({ resource: 'vendorDocuments', action: 'show' });
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {requirementLabel(translate, requirement)}
          </Typography>
          <Chip size="small" color={STATUS_COLOR[status.status]} label={translate(`app.compliance.status.${status.status}`)} />
          {status.expired && <Chip size="small" color="error" label={translate('app.compliance.expired')} />}
          <Chip size="small" variant="outlined" label={translate(requirement.requiredForApproval ? 'app.compliance.required' : 'app.compliance.optional')} />
        </Box>
        {status.number && requirement.number && (
          <Typography variant="body2">{translate('app.compliance.number', { label: requirementNumberLabel(translate, requirement), number: status.number })}</Typography>
        )}
        {status.licence_type && <Typography variant="body2">{translate('app.compliance.licenceType', { type: licenceTypeLabel(translate, status.licence_type) })}</Typography>}
        {status.expires_on && (
          <Typography variant="body2" color={status.expired ? 'error' : undefined}>
            {translate(status.expired ? 'app.compliance.expiredOn' : 'app.compliance.expires', { date: status.expires_on })}
          </Typography>
        )}
        {status.reason && <Typography variant="body2">{translate('app.compliance.reason', { reason: status.reason })}</Typography>}
        {status.warnings.map((warning) => (
          <Alert key={warning} severity="warning" sx={{ mt: 1 }}>
            {identifierWarningText(locale, warning)}
          </Alert>
        ))}
        {status.status === 'missing' && <Typography variant="body2">{translate('app.compliance.missing')}</Typography>}
        {status.id !== null && !fileUrl && <Typography variant="body2">{translate('app.compliance.noFile')}</Typography>}
        {fileUrl && canSeeFile && <DocumentPreview url={fileUrl} type={status.file_type ?? ''} label={requirementLabel(translate, requirement)} />}
        {fileUrl && !accessPending && !canSeeFile && <Typography variant="body2">{translate('app.compliance.fileNotForRole')}</Typography>}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <CanAccess resource={resource} action="edit">
          {status.id !== null && status.status !== 'waived' && (
            <>
              <Button disabled={status.status === 'accepted' || decide.isPending} onClick={() => decide.mutate({ decision: 'accepted' })}>
                {translate('app.compliance.accept')}
              </Button>
              <Button color="error" disabled={status.status === 'rejected' || decide.isPending} onClick={() => setDialog('reject')}>
                {translate('app.compliance.reject')}
              </Button>
            </>
          )}
        </CanAccess>
        <CanAccess resource="vendorDocuments" action="manage">
          {status.status !== 'waived' && <Button onClick={() => setDialog('waive')}>{translate('app.compliance.waive')}</Button>}
        </CanAccess>
      </CardActions>
      <ReasonDialog
        open={dialog !== null}
        title={translate(dialog === 'waive' ? 'app.compliance.waiveTitle' : 'app.compliance.rejectTitle', { label: requirementLabel(translate, requirement) })}
        label={translate('app.compliance.reasonLabel')}
        required
        help={translate(dialog === 'waive' ? 'app.compliance.waiveHelp' : 'app.compliance.reasonHelp')}
        confirm={translate(dialog === 'waive' ? 'app.compliance.waive' : 'app.compliance.reject')}
        confirmColor="error"
        pending={decide.isPending || waive.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason = '') => (dialog === 'reject' ? decide.mutate({ decision: 'rejected', reason }) : waive.mutate(reason))}
      />
    </Card>
  );
}

function DocumentPreview({ url, type, label }: { url: string; type: string; label: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      {type === 'pdf' ? (
        <Box component="iframe" src={url} title={translate('app.compliance.preview', { label })} sx={{ width: '100%', height: 320, border: 1, borderColor: 'divider' }} />
      ) : (
        <Box component="img" src={url} alt={translate('app.compliance.preview', { label })} sx={{ maxWidth: '100%', maxHeight: 320, display: 'block' }} />
      )}
      <Link href={url} target="_blank" rel="noopener" variant="body2">
        {translate('app.compliance.open', { label })}
      </Link>
    </Box>
  );
}
