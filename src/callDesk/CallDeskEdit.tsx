import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import {
  DateInput,
  Edit,
  FormDataConsumer,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useAdminHref } from '../layout/useAdminHref';
import { adminPaths } from '../layout/adminPaths';
import { callDeskChangeSchema } from '../domain/callDesk';
import { formatDateTime } from '../i18n';
import type { CallDeskRecord } from '../dataProvider/customMethods';
import { useNotifyError } from '../layout/errorText';
import { schemaResolver } from '../vendors/schemaResolver';
import { ContactLinks } from './ContactLinks';
import { ConvertPanel } from './ConvertPanel';
import { NotesTimeline } from './NotesTimeline';
import { useAssigneeChoices } from './useAssignees';

const STATE_CHOICES = ['new', 'contacted', 'follow_up', 'closed'].map((state) => ({ id: state, name: `app.callDesk.states.${state}` }));

/**
 * One call request: who called and how to reach them, its state, assignee and follow-up date, the timeline of
 * notes, and "Convert to application". A converted request keeps its state (the form is then read-only).
 */
export function CallDeskEdit() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  return (
    <Edit<CallDeskRecord>
      resource="calldesk"
      title={translate('app.callDesk.title')}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onError: notifyError }}
      actions={<BackToList />}
    >
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <CallerCard />
        <DeskForm />
        <NotesTimeline />
        <ConvertPanel />
      </Stack>
    </Edit>
  );
}

function BackToList() {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to={href(adminPaths.callDesk)} startIcon={<ArrowBackIcon />}>
        {translate('app.callDesk.backToList')}
      </Button>
    </TopToolbar>
  );
}

function CallerCard() {
  const translate = useTranslate();
  const record = useRecordContext<CallDeskRecord>();
  if (!record) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {record.caller_name ? `${record.caller_name} · ${record.phone_number}` : record.phone_number}
        </Typography>
        {record.caller_city ? <Typography color="text.secondary">{record.caller_city}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {translate('app.callDesk.fields.createdAt')}: {formatDateTime(record.created_at)}
        </Typography>
        <ContactLinks phone={record.phone_number} name={record.caller_name} />
      </CardContent>
    </Card>
  );
}

function DeskForm() {
  const translate = useTranslate();
  const record = useRecordContext<CallDeskRecord>();
  const assignees = useAssigneeChoices();
  if (!record) return null;
  if (record.state === 'converted') {
    return <Typography>{translate('app.callDesk.convertedNote')}</Typography>;
  }
  return (
    <Box component="section" aria-label={translate('app.callDesk.stateSection')}>
      <SimpleForm
        resolver={schemaResolver(callDeskChangeSchema)}
        noValidate
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable={false} />
          </Toolbar>
        }
      >
        <SelectInput source="state" label="app.callDesk.fields.state" choices={STATE_CHOICES} />
        <DateInput source="follow_up_on" label="app.callDesk.fields.followUp" />
        {/* A reason belongs to a closed request only; the schema asks for it on closing. */}
        <FormDataConsumer<{ state?: string }>>
          {({ formData }) => (formData.state === 'closed' ? <TextInput source="closed_reason" label="app.callDesk.fields.closedReason" /> : null)}
        </FormDataConsumer>
        <SelectInput source="assignee_id" label="app.callDesk.fields.assignee" choices={assignees} emptyText="app.callDesk.unassigned" parse={(value: unknown) => (value === '' ? null : value)} />
      </SimpleForm>
    </Box>
  );
}
