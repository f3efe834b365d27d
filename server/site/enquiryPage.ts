/**
 * The no-JavaScript answers about an enquiry, on the prerendered page that holds the form: an invalid one gets
 * the form as landing/enquiry/EnquiryForm.tsx draws it with errors (the notice under the intro, each wrong field
 * marked and described), the visitor's values put back and the first wrong field autofocused; a refused one (too
 * many from one address) gets the notice saying when to try again. The markup is the form's own so that the page,
 * hydrated later, keeps what it shows (EnquiryForm reads the errors back); the answer is sent at the form's action
 * URL, so <html> names the page it is (`data-page-path`, read by landing/hydrate.tsx).
 */
import { ENQUIRY_FORM_ID, enquiryFieldId } from '../../src/domain/enquiryForm.ts';
import { VALIDATION_TEXTS } from '../../src/domain/validationTexts.ts';
import { filledForm, formBounds, namingPage, pageLanguage } from './formMarkup.ts';

/** The form of `page` with the values put back, the errors drawn and the notice under its intro. */
function answerPage(page: string, pagePath: string, notice: string, errors: Record<string, string> = {}, values: Record<string, unknown> = {}): string {
  const { start, end } = formBounds(page, ENQUIRY_FORM_ID);
  const form = filledForm(page.slice(start, end), errors, values, notice, enquiryFieldId);
  return namingPage(`${page.slice(0, start)}${form}${page.slice(end)}`, pagePath);
}

export function renderEnquiryErrors(page: string, pagePath: string, errors: Record<string, string>, values: Record<string, unknown>): string {
  // The form's notice in the page's own language (the Tamil page says so in its <html lang>).
  return answerPage(page, pagePath, VALIDATION_TEXTS[pageLanguage(page)]['validation.correctBelow'], errors, values);
}

export function renderEnquiryRefusal(page: string, pagePath: string, message: string): string {
  return answerPage(page, pagePath, message);
}
