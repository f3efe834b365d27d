const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `name` unchanged when it is a plain SQL identifier, which may then be written into SQL; throws otherwise. */
export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${name}`);
  return name;
}
