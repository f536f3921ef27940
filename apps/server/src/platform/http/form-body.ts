/** Form keys that would reach an object's prototype; they are dropped, never assigned. */
const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);
/** Higher indexes would let one short key allocate a huge array. */
const maxIndex = 999;

type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Puts one form field into an object, reading bracket keys the way browsers and the spec's
 * rating form write nested arrays: `reasons[0][notes]=x` becomes `{ reasons: [{ notes: 'x' }] }`,
 * `tags[]=a` appends, and a plain key given twice becomes a list.
 */
export function setFormField(target: Record<string, FormValue>, name: string, value: string): void {
  const path = keyPath(name);
  if (!path || path.some((segment) => unsafeKeys.has(segment) || Number(segment) > maxIndex)) return;
  let container: Record<string, FormValue> | FormValue[] = target;
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    const key = segment === '' && Array.isArray(container) ? String(container.length) : segment;
    if (Array.isArray(container) && !/^\d+$/.test(key)) return;
    const slot = container as Record<string, FormValue>;
    if (last) {
      const existing = slot[key];
      if (existing === undefined) slot[key] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else if (typeof existing === 'string') slot[key] = [existing, value];
      return;
    }
    const next = path[index + 1];
    const wantsArray = next === '' || /^\d+$/.test(next ?? '');
    const child = slot[key];
    if (child === undefined || typeof child === 'string') slot[key] = wantsArray ? [] : {};
    container = slot[key] as Record<string, FormValue> | FormValue[];
  }
}

/** `a[b][0]` as `['a', 'b', '0']`; null for a malformed key such as `a[b`. */
function keyPath(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) return null;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [match[1], ...rest];
}

/** An `application/x-www-form-urlencoded` body as nested fields. */
export function parseFormBody(text: string): Record<string, FormValue> {
  const fields: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) setFormField(fields, name, value);
  return fields;
}
