/** Moves focus to the first field, in form order, that has an error; true when there was one. */
export function focusFirstError(order: readonly string[], errors: Record<string, string | undefined>, idOf: (name: string) => string): boolean {
  const first = order.find((name) => errors[name]);
  if (!first) return false;
  document.getElementById(idOf(first))?.focus();
  return true;
}
