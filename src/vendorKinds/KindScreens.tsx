/** A vendor kind's queue, detail and edit screens, from its declaration, over the shared vendor components. */
import type { DetailField } from '../vendors/DetailFields';
import { VendorEdit } from '../vendors/VendorEdit';
import { VendorList } from '../vendors/VendorList';
import { VendorShow } from '../vendors/VendorShow';
import { editSchemaOf } from '../domain/vendorKinds/validators';
import { inDetail, inForm, recordFieldToPayloadField, type VendorKindDeclaration, type VendorSubQueue } from '../domain/vendorKinds';
import { VendorKindContext } from './context';
import { FieldInput } from './FieldInput';

export function KindQueue({ kind, verified, subQueue }: { kind: VendorKindDeclaration; verified: boolean; subQueue?: VendorSubQueue }) {
  const state = verified ? 'verified' : 'unverified';
  const prefix = subQueue ? subQueue.path : '';
  const key = (name: string) => `resources.${kind.resource}.action.${prefix ? prefix + name[0]?.toUpperCase() + name.slice(1) : name}`;
  return (
    <VendorList
      resource={kind.resource}
      verified={verified}
      columns={[...kind.columns[state]]}
      title={key(verified ? 'verifiedTitle' : 'unverifiedTitle')}
      empty={key(verified ? 'empty' : 'emptyUnverified')}
      filter={subQueue ? { ...subQueue.filter } : undefined}
      storeKey={`${kind.resource}.${state}${subQueue ? `.${subQueue.path}` : ''}`}
    />
  );
}

const detailType = { mapsLink: 'maps', password: 'password' } as const;

export function detailFieldsOf(kind: VendorKindDeclaration): DetailField[] {
  return kind.fields.filter(inDetail).map((field) => ({
    source: field.name,
    type: field.type === 'mapsLink' || field.type === 'password' ? detailType[field.type] : 'text',
  }));
}

export function KindShow({ kind }: { kind: VendorKindDeclaration }) {
  return (
    <VendorKindContext.Provider value={kind}>
      <VendorShow resource={kind.resource} fields={detailFieldsOf(kind)} verifyByPhone={Boolean(kind.endpoints.verifyByPhone)} />
    </VendorKindContext.Provider>
  );
}

export function KindEdit({ kind }: { kind: VendorKindDeclaration }) {
  return (
    <VendorEdit resource={kind.resource} schema={editSchemaOf(kind)} formToSchema={recordFieldToPayloadField(kind)}>
      {kind.fields.filter(inForm).map((field) => (
        <FieldInput key={field.name} field={field} resource={kind.resource} />
      ))}
    </VendorEdit>
  );
}
