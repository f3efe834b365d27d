/**
 * The English of the shared schemas' messages (catalogue keys, src/domain/validationTexts.ts), as an English
 * caller reads them: a table of messages, or of functions returning one, with each rendered.
 */
import { renderText } from '../../src/domain/validationTexts.ts';

type English<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };

export function inEnglish<T extends Record<string, string | ((...args: never[]) => string)>>(messages: T): English<T> {
  return Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [
      name,
      typeof message === 'function' ? (...args: never[]) => renderText(message(...args), 'en') : renderText(message, 'en'),
    ]),
  ) as English<T>;
}
