/**
 * The phone field keeps one string, as the contract and the server take it ('+62 812 3456 7890'),
 * but shows it as a dialling code chosen from a list and the number after it.
 */

/** Indonesia's: the code of a mobile number, and of any number written without one. */
export const indonesiaDialCode = '+62';

export interface PhoneParts {
  code: string;
  number: string;
}

/** A dialling code to choose, with the places it reaches so a search by city finds it. */
export interface DialCodeOption {
  value: string;
  label: string;
  places: string;
}

/**
 * The stored phone as code and number: the longest known code it starts with, written apart
 * ('+62 21 5080 1234') or run together ('+62215080 1234'); a code the list lacks when it is written
 * apart ('+65 9123 4567'); Indonesia's for a number without one. What fits none of these stays whole
 * in the number, which then keeps its own code.
 */
export function splitPhone(phone: string, codes: readonly string[]): PhoneParts {
  const value = phone.trim();
  if (!value.startsWith('+')) return { code: indonesiaDialCode, number: value };
  const longestFirst = [...new Set([...codes, indonesiaDialCode])].sort((a, b) => b.length - a.length);
  const apart = longestFirst.find((code) => value === code || value.startsWith(`${code} `));
  if (apart !== undefined) return { code: apart, number: value.slice(apart.length).trim() };
  const together = longestFirst.find((code) => value.startsWith(code.replaceAll(' ', '')));
  if (together !== undefined) {
    return { code: together, number: value.slice(together.replaceAll(' ', '').length).trim() };
  }
  const unlisted = /^(\+\d{1,3}) +(.*)$/.exec(value);
  if (unlisted?.[1] !== undefined && unlisted[2] !== undefined) {
    return { code: unlisted[1], number: unlisted[2] };
  }
  return { code: indonesiaDialCode, number: value };
}

/**
 * The phone to store: the code, then the number without the trunk 0 a national number starts with
 * ('0812…' is dialled '+62 812…'). A number typed or pasted with its own code is taken as it is, and
 * no number is no phone, so the required rule still speaks.
 */
export function joinPhone({ code, number }: PhoneParts): string {
  const written = number.trim();
  if (written === '') return '';
  if (written.startsWith('+')) return written;
  return `${code} ${written.replace(/^0/, '')}`;
}

/**
 * One option per dialling code of the area-code list, Indonesia's own first for mobile numbers;
 * cities sharing a code ('+62 21': Jakarta, Depok, Bekasi…) are one option that names them all.
 */
export function dialCodeOptions(
  areaCodes: readonly { name: string; dial_code: string }[],
  mobile: string,
): DialCodeOption[] {
  const places = new Map<string, string[]>();
  for (const area of areaCodes)
    places.set(area.dial_code, [...(places.get(area.dial_code) ?? []), area.name]);
  const byCode = [...places].sort(([a], [b]) => a.localeCompare(b));
  return [
    { value: indonesiaDialCode, label: indonesiaDialCode, places: mobile },
    ...byCode
      .filter(([code]) => code !== indonesiaDialCode)
      .map(([code, names]) => ({ value: code, label: code, places: names.join(', ') })),
  ];
}

/** Whether a search finds an option: by its code, with or without spaces, or by a place it reaches. */
export function dialCodeMatches(option: DialCodeOption, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  const compact = (text: string) => text.replaceAll(' ', '');
  return compact(option.label).includes(compact(wanted)) || option.places.toLowerCase().includes(wanted);
}
