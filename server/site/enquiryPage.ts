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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The form's notice in the page's own language (the Tamil page says so in its <html lang>). */
const correctBelow = (page: string) => VALIDATION_TEXTS[/<html lang="ta"/.test(page) ? 'ta' : 'en']['validation.correctBelow'];

/** Marks the control named `name` (input or textarea): its value, and when invalid its error as the form's Field draws it. */
function fillControl(html: string, name: string, value: string, error: string | undefined, focus: boolean): string {
  const id = enquiryFieldId(name);
  const invalid = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-error"`;
  const extra = `${invalid}${focus ? ' autofocus=""' : ''}`;
  const errorText = error === undefined ? '' : `<p id="${id}-error" class="field__error">${escapeHtml(error)}</p>`;
  let out = html;
  if (error !== undefined) out = out.replace(`<div class="field"><label for="${id}">`, `<div class="field field--error"><label for="${id}">`);
  const textarea = new RegExp(`(<textarea[^>]*\\bname="${name}"[^>]*)>[^<]*</textarea>`);
  if (textarea.test(out)) return out.replace(textarea, (_m, open: string) => `${open}${extra}>${escapeHtml(value)}</textarea>${errorText}`);
  const input = new RegExp(`(<input[^>]*\\bname="${name}")([^>]*?)(/?>)`);
  return out.replace(input, (_m, open: string, rest: string, end: string) => `${open} value="${escapeHtml(value)}"${extra}${rest}${end}${errorText}`);
}

/** The form of `page` with `edit` applied to it, the form's notice under its intro, and <html> naming the page. */
function answerPage(page: string, pagePath: string, notice: string, edit: (form: string) => string = (form) => form): string {
  const formStart = page.indexOf(`<form id="${ENQUIRY_FORM_ID}"`);
  const formEnd = page.indexOf('</form>', formStart);
  if (formStart < 0 || formEnd < 0) throw new Error(`The prerendered page has no #${ENQUIRY_FORM_ID} form`);
  // The intro is the form's first paragraph; the form draws its notice right after it.
  const form = edit(page.slice(formStart, formEnd)).replace(/(<p>[\s\S]*?<\/p>)/, `$1<p class="notice notice--error" role="alert">${escapeHtml(notice)}</p>`);
  const html = `${page.slice(0, formStart)}${form}${page.slice(formEnd)}`;
  return html.replace(/<html([^>]*)>/, (_m, attributes: string) => `<html${attributes} data-page-path="${escapeHtml(pagePath)}">`);
}

export function renderEnquiryErrors(page: string, pagePath: string, errors: Record<string, string>, values: Record<string, unknown>): string {
  const firstInvalid = Object.keys(errors)[0];
  return answerPage(page, pagePath, correctBelow(page), (form) => {
    let html = form;
    for (const name of new Set([...Object.keys(values), ...Object.keys(errors)])) {
      const value = values[name] ?? '';
      if (!/^[A-Za-z_]+$/.test(name) || typeof value !== 'string') continue;
      html = fillControl(html, name, value, errors[name], name === firstInvalid);
    }
    return html;
  });
}

export function renderEnquiryRefusal(page: string, pagePath: string, message: string): string {
  return answerPage(page, pagePath, message);
}
