/**
 * Turns call inputs into what goes over the wire. Nested values use bracket keys
 * (`answers[0][survey_source_id]`), the form every multipart and url-encoded parser of ours reads.
 */
type Entry = [key: string, value: string | Blob];

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** Form data (spec section 7, the rating submit) takes arrays of objects only; url-encoded bodies take any. */
type ArrayItems = 'any' | 'objects';

const isPlainObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !isBlob(value) &&
  !(value instanceof Date);

function flatten(key: string, value: unknown, into: Entry[], arrayItems: ArrayItems): void {
  if (value === undefined || value === null) return;
  if (isBlob(value)) {
    into.push([key, value]);
  } else if (value instanceof Date) {
    into.push([key, value.toISOString()]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (arrayItems === 'objects' && !isPlainObject(item)) throw new Error('Array item is not object');
      flatten(`${key}[${index}]`, item, into, arrayItems);
    });
  } else if (typeof value === 'object') {
    for (const [name, inner] of Object.entries(value))
      flatten(key === '' ? name : `${key}[${name}]`, inner, into, arrayItems);
  } else {
    into.push([key, String(value)]);
  }
}

export function toEntries(body: unknown, arrayItems: ArrayItems = 'any'): Entry[] {
  const entries: Entry[] = [];
  flatten('', body, entries, arrayItems);
  return entries;
}

export function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of toEntries(body, 'objects')) form.append(key, value);
  return form;
}

export function toUrlEncoded(body: unknown): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of toEntries(body)) {
    if (isBlob(value)) throw new Error(`A url-encoded body cannot carry the file in "${key}"`);
    form.append(key, value);
  }
  return form;
}

/** `?page=1&size=10`; a list repeats its key (`skill_ids=1&skill_ids=2`), empty values are left out. */
export function toQueryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
