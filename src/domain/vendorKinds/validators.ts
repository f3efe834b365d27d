/**
 * The zod schema of a declared field's rule (./fieldRules.ts): the rules themselves are fieldValidation.ts's, shared
 * by the server, the admin's forms and the portal. Only validating code imports this module, so the declarations
 * stay free of the validation library.
 */
import { z } from 'zod';
import * as rules from '../fieldValidation';
import { written } from './derive';
import type { FieldRule } from './fieldRules';
import { payloadNames, type VendorFieldDeclaration, type VendorKindDeclaration } from './types';

const anything = z.unknown().optional();
const FIXED = {
  phoneNumber: rules.phoneNumber,
  newPassword: rules.newPassword,
  email: rules.email,
  city: rules.city,
  rating: rules.rating,
  shopNumber: rules.shopNumber,
  anything,
} as const satisfies Record<string, z.ZodType>;

const built = new WeakMap<FieldRule, z.ZodType>();

function build(rule: FieldRule): z.ZodType {
  switch (rule.rule) {
    case 'requiredText':
      return rules.requiredText(rule.label, rule.max);
    case 'optionalText':
      return rules.optionalText(rule.max, rule.label);
    case 'wholeNumber':
      return rules.wholeNumber(rule.label);
    case 'choice':
      return rules.choice(rule.label, rule.options, rule.optionsTa);
    case 'optional':
      return rules.optionalRule(ruleSchema(rule.of));
    default:
      return FIXED[rule.rule];
  }
}

/** The schema of a rule, built once per declared rule. */
export function ruleSchema(rule: FieldRule): z.ZodType {
  let schema = built.get(rule);
  if (!schema) {
    schema = build(rule);
    built.set(rule, schema);
  }
  return schema;
}

/** A field's validation; a field declared without a rule accepts anything (or nothing). */
export const fieldSchema = (field: VendorFieldDeclaration): z.ZodType => (field.validate ? ruleSchema(field.validate) : anything);

/** The SPEC section 3 edit payload's schema: user_id plus each written field's validation under its first name. */
export function editSchemaOf(kind: VendorKindDeclaration) {
  const shape: Record<string, z.ZodType> = { user_id: rules.id('user_id') };
  for (const field of written(kind)) shape[payloadNames(field)[0] as string] = fieldSchema(field);
  return z.object(shape);
}
