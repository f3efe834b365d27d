/**
 * The no-JavaScript answers of the grievance desk on its prerendered pages (landing/grievance/), drawn as the
 * pages' components draw them so that hydration keeps them: the complaint form with its errors and the visitor's
 * values (inputs, the textarea, the selects), the ticket in place of the form once received, and a ticket's status
 * under the status form. Texts come from src/domain/grievanceForm.ts in the page's language (its <html lang>); the
 * answer is sent at the form's action URL, so <html> names the page it is (`data-page-path`, landing/hydrate.tsx).
 */
import {
  GRIEVANCE_FORM_ID,
  GRIEVANCE_RESULT_ID,
  GRIEVANCE_STATUS_FORM_ID,
  GRIEVANCE_STATUS_PAGE_PATH,
  GRIEVANCE_TEXTS,
  grievanceFieldId,
  indiaDate,
  type GrievanceTextLanguage,
} from '../../src/domain/grievanceForm.ts';
import type { GrievanceStatus } from '../../src/domain/grievances.ts';

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const pageLanguage = (page: string): GrievanceTextLanguage => (/<html lang="ta"/.test(page) ? 'ta' : 'en');

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
export function filledForm(form: string, errors: Record<string, string>, values: Record<string, unknown>, notice: string | null, fieldId = grievanceFieldId): string {
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

export function renderGrievanceErrors(page: string, pagePath: string, errors: Record<string, string>, values: Record<string, unknown>, notice?: string): string {
  const { start, end } = formBounds(page, GRIEVANCE_FORM_ID);
  const form = filledForm(page.slice(start, end), errors, values, notice ?? GRIEVANCE_TEXTS[pageLanguage(page)].correctBelow);
  return namingPage(`${page.slice(0, start)}${form}${page.slice(end)}`, pagePath);
}

/** The ticket in place of the form (the form's component shows the same block when it finds it): the GET page a complaint's plain post is sent to. */
export function renderGrievanceReceived(page: string, pagePath: string, ticket: string): string {
  const lang = pageLanguage(page);
  const t = GRIEVANCE_TEXTS[lang];
  const statusPath = lang === 'ta' ? `/ta${GRIEVANCE_STATUS_PAGE_PATH}` : GRIEVANCE_STATUS_PAGE_PATH;
  const { start, end } = formBounds(page, GRIEVANCE_FORM_ID);
  const block =
    `<div id="${GRIEVANCE_RESULT_ID}" class="notice notice--success" role="status" tabindex="-1" data-ticket="${escapeHtml(ticket)}">` +
    `<h2>${escapeHtml(t.receivedHeading)}</h2><p>${escapeHtml(t.ticketLabel)}: <strong class="ticket">${escapeHtml(ticket)}</strong></p>` +
    `<p>${escapeHtml(t.keepTicket)}</p><p><a href="${statusPath}">${escapeHtml(t.statusLink)}</a></p></div>`;
  return namingPage(`${page.slice(0, start)}${block}${page.slice(end)}`, pagePath, true);
}

/** The status block's inner HTML (the status page's component draws the same from a script lookup). */
export function statusBlock(status: GrievanceStatus, lang: GrievanceTextLanguage): string {
  const t = GRIEVANCE_TEXTS[lang];
  const rows: [string, string][] = [
    [t.stateLabel, t.states[status.state]],
    [t.receivedOn, indiaDate(status.receivedAt)],
    ...(status.acknowledgedAt ? ([[t.acknowledgedOn, indiaDate(status.acknowledgedAt)]] as [string, string][]) : []),
    ...(status.resolvedAt ? ([[t.resolvedOn, indiaDate(status.resolvedAt)]] as [string, string][]) : []),
    ...(status.dueAt ? ([[t.answerBy, indiaDate(status.dueAt)]] as [string, string][]) : []),
    ...(status.resolution ? ([[t.resolution, status.resolution]] as [string, string][]) : []),
  ];
  return `<h2>${escapeHtml(t.statusHeading)} ${escapeHtml(status.ticket)}</h2><dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

/** The status form with its values, and under it the status found, or the one "no match" notice, or errors. */
export function renderGrievanceStatus(
  page: string,
  pagePath: string,
  values: Record<string, unknown>,
  answer: { status: GrievanceStatus } | { notice: string } | { errors: Record<string, string> },
): string {
  const lang = pageLanguage(page);
  const { start, end } = formBounds(page, GRIEVANCE_STATUS_FORM_ID);
  const errors = 'errors' in answer ? answer.errors : {};
  const form = filledForm(page.slice(start, end), errors, values, 'errors' in answer ? GRIEVANCE_TEXTS[lang].correctBelow : null);
  const block =
    'status' in answer
      ? `<div id="${GRIEVANCE_RESULT_ID}" class="notice notice--success" role="status" tabindex="-1">${statusBlock(answer.status, lang)}</div>`
      : 'notice' in answer
        ? `<div id="${GRIEVANCE_RESULT_ID}" class="notice notice--error" role="alert"><p>${escapeHtml(answer.notice)}</p></div>`
        : '';
  return namingPage(`${page.slice(0, start)}${form}${block}${page.slice(end)}`, pagePath);
}
