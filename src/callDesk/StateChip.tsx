import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CallState } from '../domain/callDesk';

const COLORS: Record<CallState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  new: 'info',
  contacted: 'default',
  follow_up: 'warning',
  converted: 'success',
  closed: 'default',
};

/** A request's state; a due follow-up says so, since it is what the desk works on first. */
export function StateChip({ state, due = false }: { state: CallState; due?: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={due ? 'error' : COLORS[state]}
      variant={state === 'closed' ? 'outlined' : 'filled'}
      label={due ? translate('app.callDesk.due') : translate(`app.callDesk.states.${state}`)}
    />
  );
}
