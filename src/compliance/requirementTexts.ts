/**
 * A document requirement's name and number label and a licence type in the admin's language (app.requirements.*,
 * app.compliance.*), and a number check's warning from the one catalogue of validation texts; the stored English
 * text when no catalogue has an entry (a requirement or warning added later).
 */
import type { TranslateFunction } from 'react-admin';
import { identifierMessages } from '../domain/compliance/identifiers';
import { renderText } from '../domain/validationTexts';
import type { RequirementStatus } from '../domain/compliance/documents';
import type { RequirementDeclaration } from '../domain/compliance/requirements';

export const requirementLabel = (translate: TranslateFunction, requirement: Pick<RequirementDeclaration, 'id' | 'label'>): string =>
  translate(`app.requirements.${requirement.id}.label`, { _: requirement.label });

export const requirementNumberLabel = (translate: TranslateFunction, requirement: Pick<RequirementDeclaration, 'id' | 'number'>): string =>
  requirement.number ? translate(`app.requirements.${requirement.id}.number`, { _: requirement.number.label }) : '';

export const licenceTypeLabel = (translate: TranslateFunction, type: string): string => translate(`app.compliance.licenceTypes.${type}`, { _: type });

/** A number check's warning, which the server answers in English, in the admin's language (`locale`). */
export function identifierWarningText(locale: string, warning: string): string {
  const text = Object.values(identifierMessages).find((message) => renderText(message, 'en') === warning);
  return text ? renderText(text, locale === 'ta' ? 'ta' : 'en') : warning;
}

/** Why a requirement blocks approval, from its state: the server's `problem` says it in English only. */
export function blockingProblemText(translate: TranslateFunction, status: RequirementStatus): string | null {
  if (!status.problem) return null;
  const label = requirementLabel(translate, status.requirement);
  if (status.status === 'missing') return translate('app.compliance.problems.missing', { label });
  if (status.status === 'pending') return translate('app.compliance.problems.notChecked', { label });
  if (status.status === 'rejected') return translate('app.compliance.problems.rejected', { label });
  if (status.expired && status.expires_on) return translate('app.compliance.problems.expired', { label, date: status.expires_on });
  return status.problem;
}
