import type { Database } from '@talent/db';
import { createMediaRepository } from '../media.repository.ts';
import { slugOf } from '../media.rules.ts';
import { demoArticles } from './demo-articles.ts';

const day = 86_400_000;

/** Fills an empty blog with the demo articles, dated back from `now`; a blog with posts is left alone. */
export async function seedDemoBlog(db: Database, now = new Date()): Promise<void> {
  const repository = createMediaRepository(db);
  if (!(await repository.isEmpty())) return;
  for (const article of [...demoArticles].reverse()) {
    await repository.insert({
      slug: slugOf(article.title),
      title: article.title,
      excerpt: article.excerpt,
      body: article.body.join('\n\n'),
      category: article.category,
      illustration: article.illustration,
      authorName: 'Talent Editorial Team',
      authorId: null,
      publishedAt: new Date(now.getTime() - article.daysAgo * day),
    });
  }
}
