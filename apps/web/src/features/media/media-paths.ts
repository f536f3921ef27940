/** Where the blog lives: the list at /media (spec section 2), each article under it by its slug. */
export const mediaPaths = {
  list: '/media',
  article: (slug: string) => `/media/${slug}`,
  /** An article's own picture as a file (the server draws it), where an image weighs less than drawing it. */
  picture: (post: { illustration: string; slug: string }) =>
    `/media/pictures/${post.illustration}/${encodeURIComponent(post.slug)}.svg`,
} as const;
