import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CallState } from '../domain/callDesk';

/**
 * A request's state; a due follow-up says so, since it is what the desk works on first. Outlined chips in the
 * text colour and one filled red chip keep the contrast readable (the theme's light info and warning fills do not).
 */
export function StateChip({ state, due = false }: { state: CallState; due?: boolean }) {
  const translate = useTranslate();
  if (due) return <Chip size="small" color="error" label={translate('app.callDesk.due')} />;
  return <Chip size="small" variant="outlined" sx={{ fontWeight: state === 'new' ? 600 : 400 }} label={translate(`app.callDesk.states.${state}`)} />;
}
