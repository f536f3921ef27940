import type { Database } from '@talent/db';
import { sql } from 'drizzle-orm';
import { escapeLike } from '../jobs.repository.ts';
import type { VocabularySource } from './understand-search.ts';

export type SuggestionKind = 'position' | 'skill' | 'company' | 'place';

export type SearchRepository = ReturnType<typeof createSearchRepository>;

export function createSearchRepository(db: Database) {
  /** The names the search understands a query by: the option lists, without their "Other" rows. */
  async function readVocabularySource(): Promise<VocabularySource> {
    const { rows } = await db.execute<{ source: VocabularySource }>(sql`
      select json_build_object(
        'positions', (select coalesce(json_agg(name), '[]') from positions where not is_other),
        'skills', (select coalesce(json_agg(name), '[]') from skill_sets where not is_other),
        'companies', (select coalesce(json_agg(json_build_object('id', id, 'name', name)), '[]')
          from companies where not is_other),
        'cities', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'province', province)), '[]')
          from cities where not is_other),
        'workingSystems', (select coalesce(json_agg(json_build_object('id', id, 'name', name)), '[]')
          from working_systems where not is_other)
      ) as source`);
    const source = rows[0]?.source;
    if (!source) throw new Error('The option lists could not be read');
    return typeof source === 'string' ? (JSON.parse(source) as VocabularySource) : source;
  }

  /**
   * Names of positions, skills, companies and places that start with `typed` or have a word that does,
   * those that start with it first, then the shorter; when none does and `closest` is asked, the names
   * closest to it by trigram word similarity (a typo). Each list's trigram index on `lower(name)`
   * answers the first.
   */
  async function suggestNames(
    typed: string,
    limit: number,
    options: { closest: boolean },
  ): Promise<Array<{ kind: SuggestionKind; name: string }>> {
    const lowered = typed.toLowerCase();
    const starts = `${escapeLike(lowered)}%`;
    const inside = `% ${escapeLike(lowered)}%`;
    const lists = sql`
      select 'position' as kind, name from positions where not is_other
      union all select 'skill', name from skill_sets where not is_other
      union all select 'company', name from companies where not is_other
      union all select 'place', name from cities where not is_other
      union all select 'place', name from working_systems where not is_other`;
    const { rows } = await db.execute<{ kind: SuggestionKind; name: string }>(sql`
      with named as (${lists}),
      started as (
        select kind, name, lower(name) like ${starts} as first from named
        where lower(name) like ${starts} or lower(name) like ${inside}
      )
      select kind, name from started
      order by first desc, length(name), name
      limit ${limit}`);
    if (rows.length > 0 || lowered.length < 3 || !options.closest) return rows;
    const close = await db.execute<{ kind: SuggestionKind; name: string }>(sql`
      with named as (${lists})
      select kind, name from named
      where word_similarity(${lowered}, lower(name)) >= 0.5
      order by word_similarity(${lowered}, lower(name)) desc, length(name), name
      limit ${limit}`);
    return close.rows;
  }

  /** Position names that look most like the words searched (trigram similarity), for nearby searches. */
  async function similarPositions(words: string, limit: number): Promise<string[]> {
    const { rows } = await db.execute<{ name: string }>(sql`
      select name from positions
      where not is_other and similarity(lower(name), ${words}) >= 0.2
      order by similarity(lower(name), ${words}) desc, name
      limit ${limit}`);
    return rows.map((row) => row.name);
  }

  return { readVocabularySource, suggestNames, similarPositions };
}
