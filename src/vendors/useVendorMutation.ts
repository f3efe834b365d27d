/**
 * A TanStack mutation over the data provider whose failure always reaches the admin as a notification
 * ("<action> failed: <reason>"), and which refreshes the queries the change affects.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';

interface VendorMutationOptions<TVariables, TResult> {
  /** i18n key of the action, e.g. 'app.actions.deleteImage'. */
  action: string;
  run(dataProvider: AppDataProvider, variables: TVariables): Promise<TResult>;
  /** Queries to refetch after success; react-admin's own keys start with the resource name. */
  invalidate: QueryKey[];
  onSuccess?(variables: TVariables, result: TResult): void;
  /** Replaces the generic failure text (e.g. the hotel poster message of SPEC section 8). */
  failureMessage?: string;
}

import { errorText } from '../layout/errorText';
export { errorText };

export function useVendorMutation<TVariables = void, TResult = unknown>(options: VendorMutationOptions<TVariables, TResult>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  return useMutation<TResult, unknown, TVariables>({
    mutationFn: (variables) => options.run(dataProvider, variables),
    onSuccess: async (result, variables) => {
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      options.onSuccess?.(variables, result);
    },
    onError: (error) => {
      const message = options.failureMessage ?? 'app.notifications.failed';
      notify(message, { type: 'error', messageArgs: { action: translate(options.action), error: errorText(error) } });
    },
  });
}

/** Failed reads get the same visible treatment as failed writes. */
export function useNotifyQueryError() {
  const notify = useNotify();
  const translate = useTranslate();
  return (action: string, error: unknown) =>
    notify('app.notifications.failed', { type: 'error', messageArgs: { action: translate(action), error: errorText(error) } });
}
