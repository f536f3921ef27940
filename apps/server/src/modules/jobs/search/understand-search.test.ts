import { describe, expect, it } from 'vitest';
import { textQueries } from './text-query.ts';
import {
  buildVocabulary,
  editDistance,
  typosAllowed,
  understandSearch,
  wordsOf,
} from './understand-search.ts';

const vocabulary = buildVocabulary({
  positions: [
    'Backend Engineer',
    'Software Engineer',
    'React Native Developer',
    'Accountant',
    'UI/UX Designer',
  ],
  skills: ['Go', 'React', 'React Native', 'Node.js', 'C++'],
  companies: [
    { id: 1, name: 'Gojek' },
    { id: 6, name: 'Shopee Indonesia' },
  ],
  cities: [
    { id: 1, name: 'Jakarta', province: 'DKI Jakarta' },
    { id: 10, name: 'Bandung', province: 'Jawa Barat' },
    { id: 2, name: 'Bogor', province: 'Jawa Barat' },
  ],
  workingSystems: [
    { id: 1, name: 'Onsite' },
    { id: 2, name: 'Remote' },
    { id: 3, name: 'Hybrid' },
  ],
});

describe('query understanding', () => {
  it('cuts words as the database cuts the documents', () => {
    expect(wordsOf('UI/UX  Désigner, Node.js C++')).toEqual(['ui', 'ux', 'designer', 'node', 'js', 'c']);
  });

  it('allows no typo up to 4 letters, one up to 8, two from 9, and counts a swap as one', () => {
    expect([4, 5, 8, 9].map(typosAllowed)).toEqual([0, 1, 1, 2]);
    expect(editDistance('pyhton', 'python', 1)).toBe(1);
    expect(editDistance('enginer', 'engineer', 1)).toBe(1);
    expect(editDistance('kotlin', 'python', 2)).toBe(3);
  });

  it('takes places, working systems in Indonesian and companies out as filters, each removable', () => {
    const understood = understandSearch('backend engineer di Bandung kerja dari rumah shopee', vocabulary);
    expect(understood.cityIds).toEqual([10]);
    expect(understood.workingSystemIds).toEqual([2]);
    expect(understood.companyIds).toEqual([6]);
    expect(understood.found).toEqual([
      { kind: 'city', name: 'Bandung', without: 'backend engineer kerja dari rumah shopee' },
      { kind: 'working_system', name: 'Remote', without: 'backend engineer di Bandung shopee' },
      { kind: 'company', name: 'Shopee Indonesia', without: 'backend engineer di Bandung kerja dari rumah' },
    ]);
    expect(understood.terms.map((term) => term.phrases[0])).toEqual(['backend', 'engineer']);
  });

  it('reads a province as its cities and a query of a place alone as that filter only', () => {
    const understood = understandSearch('jobs in west java', vocabulary);
    expect(understood.cityIds).toEqual([10, 2]);
    expect(understood.terms).toEqual([]);
  });

  it('corrects a misspelled word, expands synonyms, and matches an unfinished last word as a prefix', () => {
    const understood = understandSearch('Sofware enginer golang reac', vocabulary);
    expect(understood.correction).toBe('software engineer golang reac');
    expect(understood.terms).toEqual([
      { phrases: ['software', 'perangkat lunak'], prefix: false },
      { phrases: expect.arrayContaining(['engineer', 'developer', 'pengembang']), prefix: false },
      { phrases: ['golang', 'go'], prefix: false },
      { phrases: ['reac'], prefix: true },
    ]);
  });

  it('keeps a skill whole and out of a longer skill in the position’s name', () => {
    const queries = textQueries(understandSearch('react', vocabulary).terms, vocabulary);
    expect(queries?.all).toContain("'react':B");
    expect(queries?.all).toContain("!('react':A <-> 'native':A)");
    const node = textQueries(understandSearch('nodejs', vocabulary).terms, vocabulary);
    expect(node?.all).toContain("'node.js':B");
  });
});
