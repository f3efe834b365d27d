/** Vehicle type picked from the loaded transport categories ("Select a Vehicle Type" / "Loading categories..."). */
import { useEffect } from 'react';
import { SelectInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { TransportRecord } from '../dataProvider/types';
import type { TransportCategoryRecord } from '../dataProvider/types';
import { useNotifyQueryError } from '../vendors/useVendorMutation';

export function VehicleTypeInput() {
  const translate = useTranslate();
  const notifyQueryError = useNotifyQueryError();
  const { data, isPending, error } = useGetList<TransportCategoryRecord>('transportCategories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'vehicleCategory', order: 'ASC' },
  });
  useEffect(() => {
    if (error) notifyQueryError('app.actions.loadCategories', error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  const record = useRecordContext<TransportRecord>();
  const choices = (data ?? []).map((category) => ({ id: category.vehicleCategory, name: category.vehicleCategory }));
  // A vendor may carry a type that was renamed or deleted since; keep it selectable instead of blanking it.
  const current = record?.vehicle_type;
  if (current && !choices.some((choice) => choice.id === current)) choices.push({ id: current, name: current });
  // Not `isPending`: SelectInput would swap itself for a skeleton and the loading text would never show.
  return (
    <SelectInput
      source="vehicle_type"
      choices={choices}
      emptyText={translate('resources.transports.action.selectVehicleType')}
      helperText={isPending ? translate('resources.transports.action.loadingCategories') : undefined}
    />
  );
}
