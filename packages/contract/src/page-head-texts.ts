/**
 * The words of a public page's head (its title and summary in a link preview or a search result),
 * in English; the server writes them in the page's language (`indonesianMessages`), and the pages
 * that set their own head after loading word them the same way.
 */
export const pageHeadTexts = {
  /** The summary of a page without its own (the login page, the salary calculator, the footer's). */
  app: 'Talent: find jobs, follow your interviews and offers, and build your profile.',
  companyTitle: (company: string) => `${company} - Jobs and company profile | Talent`,
  companySummary: (company: string, jobs: number, location: string) =>
    `${company} is hiring: ${jobs === 1 ? '1 open job' : `${jobs} open jobs`} in ${location}. See the jobs and apply on Talent.`,
  closedJobTitle: (job: string) => `${job} (Closed) | Talent`,
  /** `facts` are the company, place and working system, joined with ` · `. */
  jobSummary: (facts: string, level: string, years: number) =>
    `${facts}. ${level}, ${years}+ years of experience. Apply on Talent.`,
  /** As `jobSummary`, with the monthly salary in IDR after the facts (`12.500.000 – 15.500.000`). */
  paidJobSummary: (facts: string, salary: string, level: string, years: number) =>
    `${facts} · IDR ${salary} a month. ${level}, ${years}+ years of experience. Apply on Talent.`,
  closedJobSummary: (facts: string) => `This job is closed. ${facts}. See similar open jobs on Talent.`,
  paidClosedJobSummary: (facts: string, salary: string) =>
    `This job is closed. ${facts} · IDR ${salary} a month. See similar open jobs on Talent.`,
  certificateTitle: (talent: string) => `${talent} - Certificate of Achievement | Talent`,
  challengeCertificateSummary: (talent: string, challenge: string, score: number, uid: string) =>
    `${talent} completed the challenge ${challenge} on Talent with a score of ${score}. Certificate ID ${uid}.`,
  assessmentCertificateSummary: (talent: string, assessment: string, score: number, uid: string) =>
    `${talent} passed the skill assessment ${assessment} on Talent with a score of ${score}. Certificate ID ${uid}.`,
} as const;
