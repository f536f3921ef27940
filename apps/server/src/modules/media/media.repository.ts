import { blogPosts, type Database, users } from '@talent/db';
import { count, desc, eq, gt, lte, min } from 'drizzle-orm';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, 'id'>;

/** The blog's rows: published ones newest first, and new ones under a slug no other holds. */
export function createMediaRepository(db: Database) {
  return {
    async published(now: Date, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(lte(blogPosts.publishedAt, now))
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(blogPosts).where(lte(blogPosts.publishedAt, now)),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    /** When the next article scheduled after `now` is due, if one is. */
    async nextScheduled(now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: min(blogPosts.publishedAt) })
        .from(blogPosts)
        .where(gt(blogPosts.publishedAt, now));
      return row?.at ?? null;
    },

    async bySlug(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      return row;
    },

    async authorName(userId: number): Promise<string> {
      const [row] = await db.select({ fullname: users.fullname }).from(users).where(eq(users.id, userId));
      return row?.fullname ?? '';
    },

    /** Stores a post under `slug`, or `slug-2`, `slug-3`… when the plain one is taken. */
    async insert(post: NewBlogPost): Promise<BlogPostRow> {
      for (let suffix = 1; ; suffix += 1) {
        const slug = suffix === 1 ? post.slug : `${post.slug}-${suffix}`;
        const [row] = await db
          .insert(blogPosts)
          .values({ ...post, slug })
          .onConflictDoNothing({ target: blogPosts.slug })
          .returning();
        if (row) return row;
      }
    },

    /** A slice of the published posts, oldest first (a stable order for sitemap pages). */
    async publishedSlice(now: Date, offset: number, limit: number) {
      return db
        .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        .where(lte(blogPosts.publishedAt, now))
        .orderBy(blogPosts.id)
        .limit(limit)
        .offset(offset);
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
      return row === undefined;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
