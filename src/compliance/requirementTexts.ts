/**
 * A document requirement's name and number label in the admin's language, by the requirement's id
 * (app.requirements.*); the declaration's English text when the catalogue has no entry (a kind added later).
 */
import type { TranslateFunction } from 'react-admin';
import type { RequirementDeclaration } from '../domain/compliance/requirements';

export const requirementLabel = (translate: TranslateFunction, requirement: Pick<RequirementDeclaration, 'id' | 'label'>): string =>
  translate(`app.requirements.${requirement.id}.label`, { _: requirement.label });

export const requirementNumberLabel = (translate: TranslateFunction, requirement: Pick<RequirementDeclaration, 'id' | 'number'>): string =>
  requirement.number ? translate(`app.requirements.${requirement.id}.number`, { _: requirement.number.label }) : '';
