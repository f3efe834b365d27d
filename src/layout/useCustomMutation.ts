/**
 * The admin's one way to write through a data provider method that react-admin's mutation hooks do not cover
 * (useCreate, useUpdate and useDelete cover CRUD; their buttons are used where they fit): TanStack's useMutation
 * over the provider, as react-admin's docs do for custom methods, with the admin's one error path (errorText's
 * words in a notification, or beside the form that failed) and a refetch of the queries the change affects.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { errorText, notifyText } from './errorText';

export interface CustomMutationOptions<TVariables, TResult> {
  run(dataProvider: AppDataProvider, variables: TVariables): Promise<TResult>;
  /**
   * Queries to refetch once the call is over; react-admin's own keys start with the resource name. Given the
   * call's result (after a failure: none), e.g. fewer when the answer was written into the cache instead.
   */
  invalidate?: QueryKey[] | ((result: TResult | undefined) => QueryKey[]);
  /** Refetch after a failure too (the record may have moved meanwhile: someone else decided). */
  invalidateOnFailure?: boolean;
  onSuccess?(variables: TVariables, result: TResult): void;
  /** Shows the failure beside the form instead of in a notification. */
  onFailure?(text: string, error: unknown): void;
  /**
   * A catalogue key in place of the failure text (e.g. the hotel poster message of SPEC section 8); it may name
   * the failure's own words as `%{error}`.
   */
  failureMessage?: string;
}

export function useCustomMutation<TVariables = void, TResult = unknown>(options: CustomMutationOptions<TVariables, TResult>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refetch = (result?: TResult) => {
    const keys = typeof options.invalidate === 'function' ? options.invalidate(result) : (options.invalidate ?? []);
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return useMutation<TResult, unknown, TVariables>({
    mutationFn: (variables) => options.run(dataProvider, variables),
    onSuccess: async (result, variables) => {
      await refetch(result);
      options.onSuccess?.(variables, result);
    },
    onError: (error) => {
      if (options.invalidateOnFailure) void refetch();
      if (options.failureMessage) notify(options.failureMessage, { type: 'error', messageArgs: { error: errorText(error) } });
      else if (options.onFailure) options.onFailure(errorText(error), error);
      else notifyText(notify, errorText(error), 'error');
    },
  });
}
