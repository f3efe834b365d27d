/**
 * A write through one of the data provider's custom methods (react-admin's mutation hooks cover CRUD only):
 * TanStack's useMutation over the provider, whose failure reaches the admin as a notification of errorText,
 * and which refreshes the queries the change affects.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { useNotifyError } from '../layout/errorText';

interface VendorMutationOptions<TVariables, TResult> {
  run(dataProvider: AppDataProvider, variables: TVariables): Promise<TResult>;
  /** Queries to refetch after success; react-admin's own keys start with the resource name. */
  invalidate: QueryKey[];
  onSuccess?(variables: TVariables, result: TResult): void;
  /** Replaces the failure text by a fixed one (e.g. the hotel poster message of SPEC section 8). */
  failureMessage?: string;
}

export function useVendorMutation<TVariables = void, TResult = unknown>(options: VendorMutationOptions<TVariables, TResult>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return useMutation<TResult, unknown, TVariables>({
    mutationFn: (variables) => options.run(dataProvider, variables),
    onSuccess: async (result, variables) => {
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      options.onSuccess?.(variables, result);
    },
    onError: (error) => {
      if (options.failureMessage) notify(options.failureMessage, { type: 'error' });
      else notifyError(error);
    },
  });
}
