import { createCacheUntilChanged } from '../../platform/kept/cache-until-changed.ts';
import type { KeptFactsChanges } from '../../platform/kept/changes.ts';
import type { MediaRepository } from './media.repository.ts';

type PublishedPage = Awaited<ReturnType<MediaRepository['published']>>;

/** A page of the blog as read, and when the next scheduled article makes it wrong (null: none is). */
interface KeptPage {
  page: PublishedPage;
  until: Date | null;
}

/** A page per size asked for and page number: the dashboard's 3 and the blog's 9, a few dozen pages. */
const keptPages = { maxEntries: 500 };

/**
 * The published articles a page at a time, kept in memory: the dashboard asks for the latest three
 * on every open. A page is kept until a blog post is written in any process (the database announces
 * 'articles', migration 0038) or the next article scheduled for later is due, since that one joins the
 * list with no write to announce it.
 */
export function createPublishedArticlesCache(
  repository: Pick<MediaRepository, 'published' | 'nextScheduled'>,
  changes: KeptFactsChanges,
  now: () => Date,
) {
  const pages = createCacheUntilChanged<Promise<KeptPage>>(changes, {
    changedBy: ['articles'],
    ...keptPages,
  });
  const read = async (page: number, size: number): Promise<KeptPage> => {
    const at = now();
    const [published, until] = await Promise.all([
      repository.published(at, page, size),
      repository.nextScheduled(at),
    ]);
    return { page: published, until };
  };
  return async (page: number, size: number): Promise<PublishedPage> => {
    const key = `${page}:${size}`;
    const kept = pages.find(key);
    if (kept) {
      const { page: published, until } = await kept;
      if (until === null || now() < until) return published;
      pages.forget(key, kept);
    }
    const reading = read(page, size);
    pages.keep(key, reading, pages.heard);
    reading.catch(() => pages.forget(key, reading));
    return (await reading).page;
  };
}
