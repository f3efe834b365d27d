/**
 * Writes of the master-data screens: each goes through the data provider, invalidates the resource's
 * queries so lists refetch, and tells the admin what happened (success or the server's reason).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type RaRecord } from 'react-admin';
import type { AppDataProvider, ImageResource } from '../dataProvider/types';
import { errorReason } from './errorReason';

type MasterResource = ImageResource | 'transportCategories' | 'callRequests';

function useInvalidate() {
  const queryClient = useQueryClient();
  return (resource: MasterResource) => queryClient.invalidateQueries({ queryKey: [resource] });
}

function useFailureNotice() {
  const notify = useNotify();
  return (key: string, error: unknown, args: Record<string, unknown> = {}) =>
    notify(key, { type: 'error', messageArgs: { ...args, reason: errorReason(error) } });
}

export function useSetActive(resource: ImageResource) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const invalidate = useInvalidate();
  const notify = useNotify();
  const fail = useFailureNotice();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean; name: string }) =>
      dataProvider.setActive(resource, id, active),
    onSuccess: (_data, { active, name }) =>
      notify(active ? 'master.notifications.activeOn' : 'master.notifications.activeOff', {
        type: 'info',
        messageArgs: { name },
      }),
    onError: (error, { name }) => fail('master.notifications.activeError', error, { name }),
    onSettled: () => invalidate(resource),
  });
}

export function useReplaceImage(resource: ImageResource) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const invalidate = useInvalidate();
  const notify = useNotify();
  const fail = useFailureNotice();
  return useMutation({
    mutationFn: ({ id, file, currentImage }: { id: number; file: File; currentImage: string | null }) =>
      dataProvider.replaceImage(resource, id, file, currentImage),
    onSuccess: async () => {
      notify('master.notifications.imageReplaced', { type: 'success' });
      await invalidate(resource);
    },
    onError: (error) => fail('master.notifications.imageError', error),
  });
}

/** Renames; the caller keeps its dialog open on failure (the mutation's error) and closes it on success. */
export function useRename(resource: ImageResource) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const invalidate = useInvalidate();
  const notify = useNotify();
  const fail = useFailureNotice();
  const isSubcategory = resource === 'vegetableSubcategories' || resource === 'professionalSubcategories';
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => dataProvider.rename(resource, id, name),
    onSuccess: async () => {
      notify('master.notifications.renamed', { type: 'success' });
      await invalidate(resource);
    },
    onError: (error) =>
      fail(isSubcategory ? 'master.notifications.subcategoryRenameError' : 'master.notifications.renameError', error),
  });
}

/** Creates a record; success and failure texts are the SPEC's ("Category added successfully" ...). */
export function useCreateRecord(resource: MasterResource, texts: { success: string; failure: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const invalidate = useInvalidate();
  const notify = useNotify();
  const fail = useFailureNotice();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => dataProvider.create(resource, { data }),
    onSuccess: async () => {
      notify(texts.success, { type: 'success' });
      await invalidate(resource);
    },
    onError: (error) => fail(texts.failure, error),
  });
}

export function useUpdateRecord(resource: MasterResource) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const invalidate = useInvalidate();
  const notify = useNotify();
  const fail = useFailureNotice();
  return useMutation({
    mutationFn: ({ previousData, data }: { previousData: RaRecord; data: Record<string, unknown> }) =>
      dataProvider.update(resource, { id: previousData.id, data, previousData }),
    onSuccess: async () => {
      notify('master.notifications.saved', { type: 'success' });
      await invalidate(resource);
    },
    onError: (error) => fail('master.notifications.saveError', error),
  });
}

export function useDeleteRecord(resource: MasterResource) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const invalidate = useInvalidate();
  const notify = useNotify();
  const fail = useFailureNotice();
  return useMutation({
    mutationFn: (previousData: RaRecord) => dataProvider.delete(resource, { id: previousData.id, previousData }),
    onSuccess: async () => {
      notify('master.notifications.deleted', { type: 'success' });
      await invalidate(resource);
    },
    onError: (error) => fail('master.notifications.deleteError', error),
  });
}
