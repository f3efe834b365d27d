/** The docs' table of every kind's fields (docs/server-vendors.md embeds it; a test keeps the two equal). */
import { inDetail, inForm, payloadNames, type VendorKindDeclaration } from './types';

export function renderVendorFieldTables(registry: readonly VendorKindDeclaration[]): string {
  const lines: string[] = [];
  for (const kind of registry) {
    lines.push(`#### ${kind.labels.singular} (\`${kind.kind}\`, admin resource \`${kind.resource}\`, table \`${kind.table}\`)`, '');
    lines.push('| Field | Label | Type | Also read as | Edit payload | Column | Detail | Form | Searched |', '| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const field of kind.fields) {
      const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ') || '-';
      const yes = (flag: boolean) => (flag ? 'yes' : '-');
      lines.push(
        `| \`${field.name}\` | ${field.label} | ${field.type} | ${code(field.readAs ?? [])} | ${code(payloadNames(field))}${field.readOnly ? ' (not written)' : ''} | ${field.column ? `\`${field.column}\`` : '-'} | ${yes(inDetail(field))} | ${yes(inForm(field))} | ${yes(Boolean(field.search))} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}
