/** A catalogue's shape: the English catalogue's keys with any text, so every language must give every key. */
import type { en } from './en.ts';

type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Shape<T[K]> };

export type Catalogue = Shape<typeof en>;
