/** Where the blog lives: the list at /media (spec section 2), each article under it by its slug. */
export const mediaPaths = {
  list: '/media',
  article: (slug: string) => `/media/${slug}`,
  illustration: (name: string) => `/media/illustrations/${name}.svg`,
} as const;
