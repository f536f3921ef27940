import { emptyWords, placeNames, synonymGroups, workingSystemNames } from './search-words.ts';

/**
 * Query understanding for the job search (decision 0122), as pure functions: a query is cut into
 * words, misspelled words are corrected against the words of the master data, and spans of words are
 * read as places (filters), company names (filters), or position and skill words (terms matched
 * against the jobs' search document, each with its synonyms).
 */

/** A city, a province or a working system a query names, with the jobs' columns it filters on. */
export interface SearchPlace {
  kind: 'city' | 'province' | 'working_system';
  name: string;
  cityIds: readonly number[];
  workingSystemIds: readonly number[];
}

/** What the search knows of the master data, built once per revision of it (`buildVocabulary`). */
export interface SearchVocabulary {
  /** Every word of a position, skill or company name, a synonym or a place, with how many names hold it. */
  words: ReadonlyMap<string, number>;
  /** Skills' whole lowered names by their words ('node js' → 'node.js'): a skill is one lexeme. */
  skills: ReadonlyMap<string, readonly string[]>;
  /** For a skill's words, the longer skills that start with them ('react' → 'react native'). */
  longerSkills: ReadonlyMap<string, readonly string[]>;
  companies: ReadonlyMap<string, { name: string; ids: readonly number[] }>;
  places: ReadonlyMap<string, SearchPlace>;
  /** Synonym phrases by phrase: every phrase of every group that holds it. */
  synonyms: ReadonlyMap<string, readonly string[]>;
}

export interface VocabularySource {
  positions: readonly string[];
  skills: readonly string[];
  companies: ReadonlyArray<{ id: number; name: string }>;
  cities: ReadonlyArray<{ id: number; name: string; province: string }>;
  workingSystems: ReadonlyArray<{ id: number; name: string }>;
}

/** The words of a text as the search cuts them: lowered, accents dropped, runs of a–z and 0–9. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const phraseOf = (text: string) => wordsOf(text).join(' ');

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

export function buildVocabulary(source: VocabularySource): SearchVocabulary {
  const words = new Map<string, number>();
  const count = (text: string) => {
    for (const word of new Set(wordsOf(text))) words.set(word, (words.get(word) ?? 0) + 1);
  };
  const skills = new Map<string, string[]>();
  for (const name of source.skills) {
    count(name);
    const phrase = phraseOf(name);
    if (phrase) addTo(skills, phrase, name.toLowerCase());
  }
  const longerSkills = new Map<string, string[]>();
  for (const phrase of skills.keys()) {
    const parts = phrase.split(' ');
    for (let length = 1; length < parts.length; length += 1) {
      const start = parts.slice(0, length).join(' ');
      if (skills.has(start)) addTo(longerSkills, start, phrase);
    }
  }
  for (const name of source.positions) count(name);
  const companies = new Map<string, { name: string; ids: number[] }>();
  for (const company of source.companies) {
    count(company.name);
    const phrase = phraseOf(company.name);
    const short = phrase.replace(/ indonesia$/, '');
    for (const key of new Set([phrase, short])) {
      if (key.length < 2) continue;
      const known = companies.get(key);
      if (known) known.ids.push(company.id);
      else companies.set(key, { name: company.name, ids: [company.id] });
    }
  }
  const places = new Map<string, SearchPlace>();
  const provinces = new Map<string, { name: string; cityIds: number[] }>();
  for (const city of source.cities) {
    places.set(phraseOf(city.name), {
      kind: 'city',
      name: city.name,
      cityIds: [city.id],
      workingSystemIds: [],
    });
    const province = provinces.get(city.province) ?? { name: city.province, cityIds: [] };
    province.cityIds.push(city.id);
    provinces.set(city.province, province);
  }
  for (const province of provinces.values()) {
    const phrase = phraseOf(province.name);
    if (!places.has(phrase)) places.set(phrase, { kind: 'province', ...province, workingSystemIds: [] });
  }
  for (const [alias, name] of Object.entries(placeNames)) {
    const place = places.get(phraseOf(name));
    if (place) places.set(alias, place);
  }
  for (const system of source.workingSystems) {
    const place: SearchPlace = {
      kind: 'working_system',
      name: system.name,
      cityIds: [],
      workingSystemIds: [system.id],
    };
    for (const alias of [phraseOf(system.name), ...(workingSystemNames[system.name] ?? [])])
      places.set(alias, place);
  }
  const synonyms = new Map<string, string[]>();
  for (const group of synonymGroups)
    for (const phrase of group) for (const other of group) addTo(synonyms, phrase, other);
  for (const phrase of [...places.keys(), ...synonyms.keys()]) count(phrase);
  return { words, skills, longerSkills, companies, places, synonyms };
}

/** A position or skill word (or phrase) of the query, with the phrases it stands for. */
export interface SearchTerm {
  /** The phrase as read from the query (corrected), then its synonyms. */
  phrases: readonly string[];
  /** The last word, not yet a whole word: matches every word it starts. */
  prefix: boolean;
}

/** A place or company the query names: its filter, and the query as it would be without it. */
export interface FoundName {
  kind: SearchPlace['kind'] | 'company';
  name: string;
  /** The query without the words that named it. */
  without: string;
}

export interface UnderstoodSearch {
  terms: readonly SearchTerm[];
  found: readonly FoundName[];
  cityIds: readonly number[];
  workingSystemIds: readonly number[];
  companyIds: readonly number[];
  /** The query with its misspelled words corrected; null when none was. */
  correction: string | null;
}

/** How many letters may be wrong in a word of this length: none up to 4, one up to 8, two from 9. */
export function typosAllowed(length: number): number {
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * The edit distance of two words (an insertion, a deletion, a change or two neighbours swapped each
 * count one), or `limit + 1` as soon as it is known to be over `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The known word a misspelled word most likely meant: fewest edits, then the commonest, then A–Z. */
export function correctWord(word: string, vocabulary: SearchVocabulary): string | null {
  const limit = typosAllowed(word.length);
  if (limit === 0 || /^\d+$/.test(word)) return null;
  let best: { word: string; distance: number; names: number } | null = null;
  for (const [known, names] of vocabulary.words) {
    if (known.length < 3) continue;
    const distance = editDistance(word, known, limit);
    if (distance > limit) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (names > best.names || (names === best.names && known < best.word)))
    )
      best = { word: known, distance, names };
  }
  return best?.word ?? null;
}

function isKnown(word: string, vocabulary: SearchVocabulary): boolean {
  return vocabulary.words.has(word) || emptyWords.has(word);
}

function startsAKnownWord(prefix: string, vocabulary: SearchVocabulary): boolean {
  for (const known of vocabulary.words.keys()) if (known.startsWith(prefix)) return true;
  return false;
}

/** The longest phrase a query may name at once ('kerja dari rumah', 'google cloud platform'). */
const longestPhrase = 4;

interface QueryWord {
  word: string;
  /** The typed token it came from. */
  token: number;
}

/**
 * What a query asks for. Its last word, when it is no whole known word but starts one, matches as a
 * prefix; any other unknown word is corrected when a known word is close enough (`typosAllowed`).
 * Then, longest first, a span of words is a place, a synonym, a skill, a company, or a word of its own;
 * words that name nothing ('jobs', 'lowongan', 'di') are left out.
 */
export function understandSearch(query: string, vocabulary: SearchVocabulary): UnderstoodSearch {
  const tokens = query.trim().split(/\s+/).filter(Boolean).slice(0, 12);
  const typed: QueryWord[] = tokens.flatMap((token, index) =>
    wordsOf(token).map((word) => ({ word, token: index })),
  );
  let prefixAt = -1;
  const corrected = new Set<number>();
  const words = typed.map((entry, index) => {
    if (isKnown(entry.word, vocabulary)) return entry;
    if (index === typed.length - 1 && startsAKnownWord(entry.word, vocabulary)) {
      prefixAt = index;
      return entry;
    }
    const correction = correctWord(entry.word, vocabulary);
    if (!correction) return entry;
    corrected.add(index);
    return { ...entry, word: correction };
  });

  const terms: SearchTerm[] = [];
  const found: FoundName[] = [];
  const cityIds = new Set<number>();
  const workingSystemIds = new Set<number>();
  const companyIds = new Set<number>();
  const without = (from: number, to: number) => {
    const first = words[from]?.token ?? 0;
    const last = words[to - 1]?.token ?? first;
    const before = tokens[first - 1];
    const dropFrom = before !== undefined && emptyWords.has(before.toLowerCase()) ? first - 1 : first;
    return tokens.filter((_, index) => index < dropFrom || index > last).join(' ');
  };
  for (let at = 0; at < words.length; ) {
    let length = Math.min(longestPhrase, words.length - at);
    for (; length > 0; length -= 1) {
      const phrase = words
        .slice(at, at + length)
        .map((entry) => entry.word)
        .join(' ');
      const prefix = prefixAt >= at && prefixAt < at + length;
      const place = prefix ? undefined : vocabulary.places.get(phrase);
      if (place) {
        for (const id of place.cityIds) cityIds.add(id);
        for (const id of place.workingSystemIds) workingSystemIds.add(id);
        found.push({ kind: place.kind, name: place.name, without: without(at, at + length) });
        break;
      }
      const synonyms = prefix ? undefined : vocabulary.synonyms.get(phrase);
      if (synonyms || (length > 1 && vocabulary.skills.has(phrase))) {
        terms.push({ phrases: [...new Set([phrase, ...(synonyms ?? [])])], prefix: false });
        break;
      }
      const company = prefix ? undefined : vocabulary.companies.get(phrase);
      if (company && !vocabulary.skills.has(phrase)) {
        for (const id of company.ids) companyIds.add(id);
        found.push({ kind: 'company', name: company.name, without: without(at, at + length) });
        break;
      }
      if (length === 1) {
        if (!emptyWords.has(phrase)) terms.push({ phrases: [phrase], prefix });
        break;
      }
    }
    at += length;
  }
  return {
    terms,
    found,
    cityIds: [...cityIds],
    workingSystemIds: [...workingSystemIds],
    companyIds: [...companyIds],
    correction:
      corrected.size === 0
        ? null
        : tokens
            .map((token, index) =>
              words.some((entry, at) => entry.token === index && corrected.has(at))
                ? words
                    .filter((entry) => entry.token === index)
                    .map((entry) => entry.word)
                    .join(' ')
                : token,
            )
            .join(' '),
  };
}
