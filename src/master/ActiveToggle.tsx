import { Switch } from '@mui/material';
import { useNotify, useUpdate, type RaRecord } from 'react-admin';
import { errorText } from '../layout/errorText';

interface ActiveToggleProps {
  resource: string;
  record: RaRecord;
  /** The shown name, for the label ("Carrots active") and the toasts. */
  name: string;
  /** Sent with the write: a subcategory's `{ categoryId }`. */
  meta?: Record<string, unknown>;
  label: string;
}

/**
 * The 40 x 20 px active switch (SPEC section 9): writes 1 / 0 through react-admin's update once the server
 * answered (the list then shows the server's state). While saving it ignores changes but keeps keyboard focus.
 */
export function ActiveToggle({ resource, record, name, meta, label }: ActiveToggleProps) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const toggle = (next: boolean) =>
    update(
      resource,
      { id: record.id, data: { active: next ? 1 : 0 }, previousData: record, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(next ? 'app.master.activeOn' : 'app.master.activeOff', { type: 'info', messageArgs: { name } }),
        onError: (error) => notify('app.master.activeError', { type: 'error', messageArgs: { name, reason: errorText(error) } }),
      },
    );
  return (
    <Switch
      checked={record.active === 1}
      onChange={(event) => {
        if (!isPending) toggle(event.target.checked);
      }}
      slotProps={{ input: { 'aria-label': label, role: 'switch', 'aria-busy': isPending } }}
      sx={{
        width: 40,
        height: 20,
        padding: 0,
        '& .MuiSwitch-switchBase': { padding: '2px' },
        // The thumb is drawn in the switch base's colour, which MUI makes the primary green when on: the same green
        // as the ON track, so the thumb vanished. White on both tracks.
        '& .MuiSwitch-switchBase, & .MuiSwitch-switchBase.Mui-checked': { color: 'common.white' },
        '& .MuiSwitch-switchBase.Mui-checked': { transform: 'translateX(20px)' },
        '& .MuiSwitch-thumb': { width: 16, height: 16 },
        '& .MuiSwitch-track': { borderRadius: 10, opacity: 1, backgroundColor: 'grey.600' },
        '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': { opacity: 1, backgroundColor: 'success.dark' },
        '& .Mui-focusVisible .MuiSwitch-thumb': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
