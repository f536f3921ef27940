import type { SearchTerm, SearchVocabulary } from './understand-search.ts';

/**
 * The understood terms as PostgreSQL text queries (`tsquery` literals) over a job's search document,
 * whose weights are A the position's words, B each skill's whole name, C the company's words and D
 * the description's words (migration 0029). Words are a–z and 0–9 only (`wordsOf`), so they need no
 * quoting; a skill's name may hold any character and is escaped.
 */
export interface TextQueries {
  /** Some term matches. */
  some: string;
  /** Every term matches. */
  all: string;
  /** The terms, as typed, one after another in the position's name. */
  titlePhrase: string;
  /** Per term: it matches in the position's name. */
  inTitle: readonly string[];
  /** Per term: it matches a skill. */
  inSkills: readonly string[];
}

function lexeme(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function wordsForm(phrase: string, prefix: boolean, weights: string): string {
  const words = phrase.split(' ');
  return words
    .map((word, index) => {
      const marks = `${prefix && index === words.length - 1 ? '*' : ''}${weights}`;
      return marks ? `'${word}':${marks}` : `'${word}'`;
    })
    .join(' <-> ');
}

/**
 * A phrase matched as words, except inside the name of a longer skill in the position's name: 'react'
 * is not found in "React Native Developer", though it is in a job that asks for the skill React.
 */
function wordsOutsideLongerSkills(
  phrase: string,
  prefix: boolean,
  weights: string,
  vocabulary: SearchVocabulary,
): string {
  const longer = vocabulary.longerSkills.get(phrase) ?? [];
  const words = wordsForm(phrase, prefix, weights);
  if (longer.length === 0 || prefix) return words;
  return `(${words} & ${longer.map((skill) => `!(${wordsForm(skill, false, 'A')})`).join(' & ')})`;
}

function skillForms(phrase: string, prefix: boolean, vocabulary: SearchVocabulary): string[] {
  if (prefix) return [];
  return (vocabulary.skills.get(phrase) ?? []).map((name) => `${lexeme(name)}:B`);
}

function anyOf(forms: readonly string[]): string {
  return `(${[...new Set(forms)].join(' | ')})`;
}

export function textQueries(terms: readonly SearchTerm[], vocabulary: SearchVocabulary): TextQueries | null {
  if (terms.length === 0) return null;
  const anywhere = terms.map((term) =>
    anyOf(
      term.phrases.flatMap((phrase) => [
        ...skillForms(phrase, term.prefix, vocabulary),
        wordsOutsideLongerSkills(phrase, term.prefix, '', vocabulary),
      ]),
    ),
  );
  return {
    some: anywhere.join(' | '),
    all: anywhere.join(' & '),
    // The phrase as typed: a synonym in the name is all the words, not the phrase.
    titlePhrase: terms.map((term) => `(${wordsForm(term.phrases[0] ?? '', term.prefix, 'A')})`).join(' <-> '),
    inTitle: terms.map((term) =>
      anyOf(term.phrases.map((phrase) => wordsOutsideLongerSkills(phrase, term.prefix, 'A', vocabulary))),
    ),
    inSkills: terms.map((term) =>
      anyOf(
        term.phrases.flatMap((phrase) => [
          ...skillForms(phrase, term.prefix, vocabulary),
          wordsForm(phrase, term.prefix, 'B'),
        ]),
      ),
    ),
  };
}
