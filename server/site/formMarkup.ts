/**
 * The no-JavaScript answers of the public forms (enquiry, grievance, privacy request), drawn into their prerendered
 * pages as the forms' components draw them so that hydration keeps them: the visitor's values put back, each error
 * as the landing's Field draws it, the first wrong field autofocused, the notice under the form's intro, and <html>
 * naming the page it is (`data-page-path`, read by landing/hydrate.tsx).
 */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's language, from its <html lang>. */
export const pageLanguage = (page: string): 'en' | 'ta' => (/<html lang="ta"/.test(page) ? 'ta' : 'en');

/** Marks the control named `name` (input, textarea or select): its value, and when invalid its error. */
function fillControl(html: string, name: string, value: string, error: string | undefined, focus: boolean, fieldId: (name: string) => string): string {
  const id = fieldId(name);
  const invalid = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-error"`;
  const extra = `${invalid}${focus ? ' autofocus=""' : ''}`;
  const errorText = error === undefined ? '' : `<p id="${id}-error" class="field__error">${escapeHtml(error)}</p>`;
  let out = html;
  if (error !== undefined) out = out.replace(`<div class="field"><label for="${id}">`, `<div class="field field--error"><label for="${id}">`);
  const textarea = new RegExp(`(<textarea[^>]*\\bname="${name}"[^>]*)>[^<]*</textarea>`);
  if (textarea.test(out)) return out.replace(textarea, (_m, open: string) => `${open}${extra}>${escapeHtml(value)}</textarea>${errorText}`);
  const select = new RegExp(`(<select[^>]*\\bname="${name}"[^>]*)>([\\s\\S]*?)</select>`);
  if (select.test(out)) {
    return out.replace(select, (_m, open: string, options: string) => {
      const chosen = options
        .replace(/ selected=""/g, '')
        .replace(new RegExp(`(<option value="${value.replace(/[^a-z_]/g, '')}")`), '$1 selected=""');
      return `${open}${extra}>${chosen}</select>${errorText}`;
    });
  }
  const input = new RegExp(`(<input[^>]*\\bname="${name}")([^>]*?)(/?>)`);
  if (/type="file"/.test(out.match(input)?.[0] ?? '')) return out.replace(input, (_m, open: string, rest: string, end: string) => `${open}${extra}${rest}${end}${errorText}`);
  return out.replace(input, (_m, open: string, rest: string, end: string) => `${open} value="${escapeHtml(value)}"${extra}${rest}${end}${errorText}`);
}

export function formBounds(page: string, formId: string): { start: number; end: number } {
  const start = page.indexOf(`<form id="${formId}"`);
  const close = page.indexOf('</form>', start);
  if (start < 0 || close < 0) throw new Error(`The prerendered page has no #${formId} form`);
  return { start, end: close + '</form>'.length };
}

/**
 * <html> names the page it is; `stays` keeps the address bar as it is (a GET page of its own, e.g. the received
 * page after Post/Redirect/Get, which a reload shows again) instead of setting it to the page's path.
 */
export const namingPage = (html: string, pagePath: string, stays = false) =>
  html.replace(/<html([^>]*)>/, (_m, attributes: string) => `<html${attributes} data-page-path="${escapeHtml(pagePath)}"${stays ? ' data-page-stays=""' : ''}>`);

/** The form with the values put back, each error drawn and (with `notice`) the notice under its intro. */
export function filledForm(form: string, errors: Record<string, string>, values: Record<string, unknown>, notice: string | null, fieldId: (name: string) => string): string {
  const firstInvalid = Object.keys(errors)[0];
  let html = form;
  for (const name of new Set([...Object.keys(values), ...Object.keys(errors)])) {
    const value = values[name] ?? '';
    if (!/^[A-Za-z_]+$/.test(name) || typeof value !== 'string') continue;
    html = fillControl(html, name, value, errors[name], name === firstInvalid, fieldId);
  }
  if (notice) html = html.replace(/(<p>[\s\S]*?<\/p>)/, `$1<p class="notice notice--error" role="alert">${escapeHtml(notice)}</p>`);
  return html;
}
