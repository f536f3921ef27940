/** The feature's own paths (spec section 2). */
export const quizPaths = {
  description: (id: number) => `/talent/quiz/${id}/description`,
  result: (id: number) => `/talent/quiz/${id}`,
  question: (id: number) => `/talent/quiz/${id}/question`,
  contests: '/talent/contest',
  contest: (id: number) => `/talent/contest/${id}`,
  challenge: (contestId: number, challengeId: number) =>
    `/talent/contest/${contestId}/challenges/${challengeId}`,
  challengeQuestion: (contestId: number, challengeId: number) =>
    `/talent/contest/${contestId}/challenges/${challengeId}/question`,
  certificate: (uid: string) => `/talent/certificate/${uid}`,
  certificateNotFound: '/talent/certificate-not-found',
} as const;
