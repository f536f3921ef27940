/** The blog (/media, /media/{slug}) and its latest articles on the dashboard. */
export const media = {
  list: {
    title: 'Career insights',
    description: 'Practical advice on CVs, interviews, salaries and growing your career in Indonesia.',
    label: 'Articles',
    loading: 'Loading articles',
    emptyTitle: 'No articles yet',
    emptyText: 'Our editors are writing the first ones. Meanwhile, find your next role in the job listing.',
    browseJobs: 'Browse jobs',
    featured: 'Latest',
  },
  card: {
    readingTime: '{{count}} min read',
    byline: 'By {{author}}',
  },
  article: {
    loading: 'Loading the article',
    back: 'All articles',
    notFoundTitle: 'Article not found',
    notFoundText: 'It may have been moved or taken down. The newest articles are one click away.',
    more: 'Keep reading',
  },
  dashboard: {
    title: 'Latest articles',
    seeAll: 'See all articles',
    empty: 'New articles will appear here.',
  },
} as const;
