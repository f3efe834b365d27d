/**
 * The decisions offered on one or many vendors: a button per action, its reason dialog, then the server call;
 * refusals (409, 400) are shown in the server's plain words and the review lists are refreshed either way.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button, type ButtonProps } from '@mui/material';
import type { ReviewAction } from '../domain/review';
import { useCustomMutation } from '../layout/useCustomMutation';
import { DecisionDialog } from './DecisionDialog';

export interface DecisionChoicesProps<T> {
  actions: readonly ReviewAction[];
  /** Who is decided on, as the dialog names it: the vendor's name or "3 vendors". */
  subject: string;
  button: Pick<ButtonProps, 'size' | 'variant'>;
  decide(action: ReviewAction, reason?: string): Promise<T>;
  onDecided(result: T, action: ReviewAction, reason?: string): void;
}

export function DecisionChoices<T>({ actions, subject, button, decide, onDecided }: DecisionChoicesProps<T>) {
  const [chosen, setChosen] = useState<ReviewAction | null>(null);
  const translate = useTranslate();
  const decision = useCustomMutation({
    run: (_dataProvider, { action, reason }: { action: ReviewAction; reason?: string }) => decide(action, reason),
    invalidate: [['reviews']],
    invalidateOnFailure: true,
    onSuccess: ({ action, reason }, result) => {
      setChosen(null);
      onDecided(result, action, reason);
    },
  });
  return (
    <>
      {actions.map((action) => (
        <Button key={action} {...button} onClick={() => setChosen(action)}>
          {translate(`app.review.actions.${action}`)}
        </Button>
      ))}
      {chosen && (
        <DecisionDialog
          key={chosen}
          action={chosen}
          subject={subject}
          open
          pending={decision.isPending}
          onClose={() => setChosen(null)}
          onConfirm={(reason) => decision.mutate({ action: chosen, reason })}
        />
      )}
    </>
  );
}
