/**
 * The no-JavaScript answer to an invalid enquiry: the prerendered page that holds the form, with an error
 * summary above the form, the visitor's values put back and the first wrong field autofocused.
 */
import { ENQUIRY_FORM_ID, enquiryFieldId } from '../../src/domain/enquiryForm.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function errorSummary(errors: Record<string, string>): string {
  const items = Object.entries(errors)
    .map(([field, message]) => `<li><a href="#${enquiryFieldId(field)}">${escapeHtml(message)}</a></li>`)
    .join('');
  return `<div class="notice notice--error" role="alert"><h3>Please correct the following</h3><ul>${items}</ul></div>`;
}

/** Adds attributes to the control named `name` (input, select or textarea), and a textarea's text. */
function fillControl(html: string, name: string, value: string, invalid: boolean, focus: boolean): string {
  const extra = `${invalid ? ' aria-invalid="true"' : ''}${focus ? ' autofocus=""' : ''}`;
  const textarea = new RegExp(`(<textarea[^>]*\\bname="${name}"[^>]*)>[^<]*</textarea>`);
  if (textarea.test(html)) return html.replace(textarea, (_m, open: string) => `${open}${extra}>${escapeHtml(value)}</textarea>`);
  const input = new RegExp(`(<input[^>]*\\bname="${name}")`);
  return html.replace(input, (_m, open: string) => `${open} value="${escapeHtml(value)}"${extra}`);
}

export function renderEnquiryErrors(page: string, errors: Record<string, string>, values: Record<string, unknown>): string {
  const formStart = page.indexOf(`<form id="${ENQUIRY_FORM_ID}"`);
  if (formStart < 0) throw new Error(`The prerendered page has no #${ENQUIRY_FORM_ID} form`);
  let html = `${page.slice(0, formStart)}${errorSummary(errors)}${page.slice(formStart)}`;
  const firstInvalid = Object.keys(errors)[0];
  for (const [name, value] of Object.entries(values)) {
    if (!/^[A-Za-z_]+$/.test(name) || typeof value !== 'string') continue;
    html = fillControl(html, name, value, name in errors, name === firstInvalid);
  }
  return html;
}
