/** The rating flow's own paths (spec section 2). */
export const ratingPaths = {
  start: '/talent/rating/1',
  closing: '/talent/rating/2',
  thankYou: '/talent/rating/thankyou',
  /** Where a talent who has rated already goes (spec section 7). */
  done: '/talent/interviews',
} as const;
