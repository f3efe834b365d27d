import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';

/** The admins a request may be given to, as choices for a SelectInput. */
export function useAssigneeChoices() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['calldesk', 'assignees'], queryFn: () => dataProvider.callDeskAssignees(), staleTime: 60_000 });
  return (data ?? []).map((admin) => ({ id: admin.id, name: admin.name }));
}
