/** The transport form edits the record's fields; the shared schema names some of them as the edit payload does. */
export const transportFormToSchema = {
  vehicle_type: 'vehicleType',
  vehicle_model: 'vehicleModel',
  vehicle_registration_number: 'vehicleNo',
  years_of_driving_experience: 'experience',
  location: 'direction',
};
