/**
 * The no-JavaScript answers about an enquiry, on the prerendered page that holds the form: an invalid one gets
 * an error summary above the form, the visitor's values put back and the first wrong field autofocused; a
 * refused one (too many from one address) gets a notice saying when to try again.
 */
import { ENQUIRY_FORM_ID, enquiryFieldId } from '../../src/domain/enquiryForm.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The summary's heading in the page's own language (the Tamil page says so in its <html lang>). */
const summaryHeading = (page: string) => (/<html lang="ta"/.test(page) ? 'இவற்றைச் சரிசெய்யுங்கள்' : 'Please correct the following');

function errorSummary(errors: Record<string, string>, heading: string): string {
  const items = Object.entries(errors)
    .map(([field, message]) => `<li><a href="#${enquiryFieldId(field)}">${escapeHtml(message)}</a></li>`)
    .join('');
  return `<div class="notice notice--error" role="alert"><h3>${escapeHtml(heading)}</h3><ul>${items}</ul></div>`;
}

/** Adds attributes to the control named `name` (input, select or textarea), and a textarea's text. */
function fillControl(html: string, name: string, value: string, invalid: boolean, focus: boolean): string {
  const extra = `${invalid ? ' aria-invalid="true"' : ''}${focus ? ' autofocus=""' : ''}`;
  const textarea = new RegExp(`(<textarea[^>]*\\bname="${name}"[^>]*)>[^<]*</textarea>`);
  if (textarea.test(html)) return html.replace(textarea, (_m, open: string) => `${open}${extra}>${escapeHtml(value)}</textarea>`);
  const input = new RegExp(`(<input[^>]*\\bname="${name}")`);
  return html.replace(input, (_m, open: string) => `${open} value="${escapeHtml(value)}"${extra}`);
}

function beforeForm(page: string, notice: string): string {
  const formStart = page.indexOf(`<form id="${ENQUIRY_FORM_ID}"`);
  if (formStart < 0) throw new Error(`The prerendered page has no #${ENQUIRY_FORM_ID} form`);
  return `${page.slice(0, formStart)}${notice}${page.slice(formStart)}`;
}

export function renderEnquiryErrors(page: string, errors: Record<string, string>, values: Record<string, unknown>): string {
  let html = beforeForm(page, errorSummary(errors, summaryHeading(page)));
  const firstInvalid = Object.keys(errors)[0];
  for (const [name, value] of Object.entries(values)) {
    if (!/^[A-Za-z_]+$/.test(name) || typeof value !== 'string') continue;
    html = fillControl(html, name, value, name in errors, name === firstInvalid);
  }
  return html;
}

export function renderEnquiryRefusal(page: string, message: string): string {
  return beforeForm(page, `<div class="notice notice--error" role="alert"><h3>${escapeHtml(message)}</h3></div>`);
}
