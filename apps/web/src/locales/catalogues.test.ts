import { describe, expect, it } from 'vitest';
import { type LanguagePack, type LazyNamespace, languagePacks, lazyResources, resources } from '.';

/**
 * Nothing falls through (issue #35): every key of the English catalogue has its Indonesian text and
 * the other way round, and no Indonesian text is its English one left untranslated. A text may equal
 * the English when it is only names, brand and product words, codes, figures and placeholders: the
 * words below. A longer text the two languages share (a job title kept in English, an address) is
 * named by its key in `sameOnPurpose`.
 */
const namesAndBrands = [
  'Talent',
  'Email',
  'LinkedIn',
  'GitHub',
  'TypeScript',
  'BPJS',
  'Kesehatan',
  'Ketenagakerjaan',
  'JHT',
  'JP',
  'PPh',
  'PTKP',
  'PMK',
  'IDR',
  'WIB',
  'CV',
  'PDF',
  'KB',
  'MB',
  'Min',
  'Indonesia',
  'Jakarta',
  'Bandung',
  'Surabaya',
  'November',
  'Sari',
  'Wulandari',
];

const sameOnPurpose = new Set([
  // Job titles and a team's name, as Indonesian companies post them: in English.
  'site:career.roles.0.title',
  'site:career.roles.1.title',
  'site:career.roles.3.title',
  'site:career.roles.2.team',
  // Places' own names.
  'site:event.events.0.place',
  'site:event.events.2.place',
  'site:contact.address',
]);

/** Every text of a namespace by its dotted key; lists by index. */
function texts(branch: unknown, prefix: string): Map<string, string> {
  if (typeof branch === 'string') return new Map([[prefix, branch]]);
  return new Map(
    Object.entries(branch as object).flatMap(([name, value]) => [
      ...texts(value, prefix.endsWith(':') ? `${prefix}${name}` : `${prefix}.${name}`),
    ]),
  );
}

async function catalogue(
  bundled: object,
  lazy: Record<LazyNamespace, () => Promise<unknown>>,
): Promise<Map<string, string>> {
  const namespaces = [
    ...Object.entries(bundled),
    ...(await Promise.all(
      Object.entries(lazy).map(
        async ([name, load]) => [name, await (load as () => Promise<unknown>)()] as const,
      ),
    )),
  ];
  return new Map(namespaces.flatMap(([name, namespace]) => [...texts(namespace, `${name}:`)]));
}

/** What is left of a text without placeholders, names and brands, figures, addresses and punctuation. */
function wordsToTranslate(text: string): string {
  const brands = new RegExp(`\\b(${namesAndBrands.join('|')})\\b`, 'g');
  return text
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .replace(/[\w.+-]+@[\w.-]+/g, ' ')
    .replace(brands, ' ')
    .replace(/[\d\s\p{P}\p{S}]+/gu, '');
}

function untranslated(english: Map<string, string>, indonesian: Map<string, string>): string[] {
  return [...english]
    .filter(([key, text]) => indonesian.get(key) === text && !sameOnPurpose.has(key))
    .filter(([, text]) => wordsToTranslate(text) !== '')
    .map(([key, text]) => `${key}: ${text}`);
}

describe('the Indonesian catalogue', async () => {
  const pack: LanguagePack = await languagePacks.id();
  const english = await catalogue(resources.en, lazyResources.en);
  const indonesian = await catalogue(pack.bundled, pack.lazy);

  it('has a text for every English key, and no key English lacks', () => {
    expect([...english.keys()].filter((key) => !indonesian.has(key))).toEqual([]);
    expect([...indonesian.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('leaves no English text untranslated, names and brand words apart', () => {
    expect(untranslated(english, indonesian)).toEqual([]);
  });

  it('keeps every placeholder of the English text', () => {
    const placeholders = (text = '') => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const differing = [...english]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(indonesian.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('fails on a text left in English, and lets names and brand words through', () => {
    const en = new Map([
      ['jobs:a', 'Save Job'],
      ['jobs:b', 'LinkedIn'],
      ['jobs:c', '{{count}} MB'],
    ]);
    expect(untranslated(en, new Map(en))).toEqual(['jobs:a: Save Job']);
  });
});
