/**
 * The queue's CSV export: what the screen shows, in the same order. It starts with a UTF-8 byte-order mark, without
 * which Excel reads the file in the machine's ANSI code page and Tamil names come out garbled, and it writes dates
 * in the browser's time zone (the admins' Asia/Kolkata), as the screen shows them, not in UTC.
 */
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';

const BOM = '\uFEFF';
/** Fields holding an instant (ISO text from the backend). */
const DATE_FIELDS = new Set(['created_at']);

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-01-16 00:15:00" in the browser's time zone: a text Excel and LibreOffice read as a date and time. */
export function localDateTime(value: unknown): string {
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return value === null || value === undefined ? '' : String(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * One CSV cell (RFC 4180 quoting). Text a spreadsheet would run as a formula ("=", "+", "-", "@" first) gets a
 * leading apostrophe: names and notes come from the public portal.
 */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of `records` with `fields` as columns, byte-order mark first. */
export function queueCsv(records: readonly RaRecord[], fields: readonly string[]): string {
  const rows = records.map((record) => fields.map((field) => cell(DATE_FIELDS.has(field) ? localDateTime(record[field]) : record[field])).join(','));
  return BOM + [fields.map(cell).join(','), ...rows].join('\r\n') + '\r\n';
}

/** react-admin's exporter for a queue with these columns (the list and the bulk Export button use it). */
export function queueExporter(columns: readonly string[]): Exporter {
  const fields = ['id', ...columns, 'poster', 'created_at'];
  return (records, _fetchRelated, _dataProvider, resource) => downloadCSV(queueCsv(records, fields), resource ?? 'export');
}
