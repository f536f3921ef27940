const textTypes = new Set(['text', 'email', 'password', 'tel', 'search', 'url']);

/**
 * What the fields of a server-drawn form show that the form's values do not: text typed and boxes
 * ticked before the page's script ran. React hydrates a field without telling its form what the
 * person did to it, so the form would send empty values from fields that look filled in.
 *
 * Only text a field holds as it is typed is taken, and only for a value that is text (a typed
 * amount or a picked day reads otherwise than the form holds it), and ticks for a value that is a
 * yes or no.
 */
export function typedBeforeHydration(
  values: Record<string, unknown>,
  fieldOf: (name: string) => Element | null,
): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(name);
    if (typeof value === 'string' && isTextField(field) && field.value !== value) typed[name] = field.value;
    if (
      typeof value === 'boolean' &&
      field instanceof HTMLInputElement &&
      field.type === 'checkbox' &&
      field.checked !== value
    )
      typed[name] = field.checked;
  }
  return typed;
}

function isTextField(field: Element | null): field is HTMLInputElement | HTMLTextAreaElement {
  return (
    field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && textTypes.has(field.type))
  );
}
