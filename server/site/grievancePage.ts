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
  grievanceStatusRows,
  type GrievanceTextLanguage,
} from '../../src/domain/grievanceForm.ts';
import type { GrievanceStatus } from '../../src/domain/grievances.ts';
import { escapeHtml, filledForm, formBounds, namingPage, pageLanguage } from './formMarkup.ts';

export function renderGrievanceErrors(page: string, pagePath: string, errors: Record<string, string>, values: Record<string, unknown>, notice?: string): string {
  const { start, end } = formBounds(page, GRIEVANCE_FORM_ID);
  const form = filledForm(page.slice(start, end), errors, values, notice ?? GRIEVANCE_TEXTS[pageLanguage(page)].correctBelow, grievanceFieldId);
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
  const rows = grievanceStatusRows(status, lang);
  return `<h2>${escapeHtml(GRIEVANCE_TEXTS[lang].statusHeading)} ${escapeHtml(status.ticket)}</h2><dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
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
  const form = filledForm(page.slice(start, end), errors, values, 'errors' in answer ? GRIEVANCE_TEXTS[lang].correctBelow : null, grievanceFieldId);
  const block =
    'status' in answer
      ? `<div id="${GRIEVANCE_RESULT_ID}" class="notice notice--success" role="status" tabindex="-1">${statusBlock(answer.status, lang)}</div>`
      : 'notice' in answer
        ? `<div id="${GRIEVANCE_RESULT_ID}" class="notice notice--error" role="alert"><p>${escapeHtml(answer.notice)}</p></div>`
        : '';
  return namingPage(`${page.slice(0, start)}${form}${block}${page.slice(end)}`, pagePath);
}
