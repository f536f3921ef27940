/**
 * What a notification tells the talent (the bell and its mail): stored as written here, in English,
 * and read and mailed in the talent's language (`indonesianMessages`). Apart from the notification
 * endpoints, which the app's shell loads on every page, so only the pages that translate them load them.
 */
export const notificationTexts = {
  interviewInvited: 'You are invited to an interview. Choose a schedule that suits you.',
  suggestionAccepted: 'The company accepted the interview time you asked for.',
  rescheduled: 'The company offered new interview times. Choose one that suits you.',
  offerReceived: 'You received a job offer. Review it and answer.',
  negotiationAnswered: 'The company answered your salary negotiation. Review it and answer.',
  notContinued: 'The company decided not to continue your hiring process.',
  advocateAssigned: (advocate: string) => `${advocate} is now your talent advocate.`,
  certificateEarned: (test: string, uid: string) =>
    `You earned a certificate for ${test}. Share it with its id ${uid}.`,
  friendJoined: (friend: string) =>
    `${friend} joined Talent through your invitation. Thank you for spreading the word!`,
  /** A job alert's news: how many jobs, the alert's label and the first titles, joined. */
  newJobs: (count: number, alert: string, titles: string) =>
    `${count === 1 ? '1 new job matches' : `${count} new jobs match`} your job alert ${alert}: ${titles}.`,
  /** As `newJobs`, when more jobs came than the titles named. */
  newJobsAndMore: (count: number, alert: string, titles: string, more: number) =>
    `${count === 1 ? '1 new job matches' : `${count} new jobs match`} your job alert ${alert}: ${titles}, and ${more} more.`,
} as const;
