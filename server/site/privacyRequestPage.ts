/**
 * The no-JavaScript answers of the data request page (landing/privacy/PrivacyRequestForm.tsx) on its prerendered
 * page, drawn as the component draws them so that hydration keeps them. The page holds both steps' forms, the
 * second one `hidden`: the first step's errors fill the request form; a code sent shows the code form (the request
 * form hidden) with the token it needs; a verified request puts the result in place of both forms (the GET page
 * of Post/Redirect/Get). Texts from src/domain/privacyRequestForm.ts in the page's language (its <html lang>).
 */
import {
  PRIVACY_CODE_FORM_ID,
  PRIVACY_REQUEST_FORM_ID,
  PRIVACY_REQUEST_PAGE_PATH,
  PRIVACY_REQUEST_RESULT_ID,
  PRIVACY_REQUEST_TEXTS,
  privacyFieldId,
  type PrivacyRequestOutcome,
} from '../../src/domain/privacyRequestForm.ts';
import { escapeHtml, filledForm, formBounds, namingPage, pageLanguage } from './formMarkup.ts';

/** The form's opening tag with or without `hidden` (the prerender writes it bare). */
const setHidden = (form: string, hidden: boolean) =>
  form.replace(/^<form([^>]*)>/, (_m, attributes: string) => `<form${attributes.replace(/ hidden(="")?(?=[ >]|$)/, '')}${hidden ? ' hidden' : ''}>`);

function replaceForm(page: string, formId: string, edit: (form: string) => string): string {
  const { start, end } = formBounds(page, formId);
  return `${page.slice(0, start)}${edit(page.slice(start, end))}${page.slice(end)}`;
}

/** The first step again with its errors (or, with no errors, only the notice: a refusal) and the visitor's values. */
export function renderRequestErrors(page: string, pagePath: string, errors: Record<string, string>, values: Record<string, unknown>, notice?: string): string {
  const text = PRIVACY_REQUEST_TEXTS[pageLanguage(page)];
  const html = replaceForm(page, PRIVACY_REQUEST_FORM_ID, (form) => filledForm(form, errors, values, notice ?? text.correctBelow, privacyFieldId));
  return namingPage(html, pagePath);
}

/** The second step: the code form shown with the request's token (and, after a wrong code, its error). */
export function renderCodeStep(page: string, pagePath: string, requestToken: string, errors: Record<string, string> = {}, notice?: string): string {
  const text = PRIVACY_REQUEST_TEXTS[pageLanguage(page)];
  const hasErrors = Object.keys(errors).length > 0;
  let html = replaceForm(page, PRIVACY_REQUEST_FORM_ID, (form) => setHidden(form, true));
  html = replaceForm(html, PRIVACY_CODE_FORM_ID, (form) =>
    setHidden(filledForm(form, errors, { requestToken }, notice ?? (hasErrors ? text.correctBelow : null), privacyFieldId), false),
  );
  return namingPage(html, pagePath);
}

/** The result block's inner HTML (the component draws the same after a script post). */
export function resultBlock(outcome: PrivacyRequestOutcome, lang: 'en' | 'ta'): string {
  const text = PRIVACY_REQUEST_TEXTS[lang];
  const due = outcome.state === 'received' ? `<p>${escapeHtml(text.answerBy)}: <strong>${escapeHtml(outcome.dueAt)}</strong></p>` : '';
  const kept = outcome.kept?.length ? `<ul>${outcome.kept.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '';
  const again = lang === 'ta' ? `/ta${PRIVACY_REQUEST_PAGE_PATH}` : PRIVACY_REQUEST_PAGE_PATH;
  return `<h2>${escapeHtml(text.receivedHeading)}</h2><p>${escapeHtml(text.next[outcome.state][outcome.kind])}</p>${due}${kept}<p><a href="${again}">${escapeHtml(text.another)}</a></p>`;
}

/** The received page: the result in place of both forms. */
export function renderRequestReceived(page: string, pagePath: string, outcome: PrivacyRequestOutcome): string {
  const lang = pageLanguage(page);
  const first = formBounds(page, PRIVACY_REQUEST_FORM_ID);
  const second = formBounds(page, PRIVACY_CODE_FORM_ID);
  const start = Math.min(first.start, second.start);
  const end = Math.max(first.end, second.end);
  const block =
    `<div id="${PRIVACY_REQUEST_RESULT_ID}" class="notice notice--success" role="status" tabindex="-1" ` +
    `data-kind="${outcome.kind}" data-state="${outcome.state}" data-due="${escapeHtml(outcome.dueAt)}">${resultBlock(outcome, lang)}</div>`;
  return namingPage(`${page.slice(0, start)}${block}${page.slice(end)}`, pagePath, true);
}
