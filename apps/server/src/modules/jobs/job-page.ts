import { type GuestJob, jobPageTitle, pageHeadTexts } from '@talent/contract';
import type { SharedPage } from '../../platform/web/page-heads.ts';

const idr = (amount: number) => amount.toLocaleString('id-ID');

/** The monthly salary in IDR as the job card writes it (`12.000.000 – 18.000.000`), or null. */
function salaryRange(salary: GuestJob['salary']): string | null {
  if (!salary) return null;
  return salary.min === salary.max ? idr(salary.min) : `${idr(salary.min)} – ${idr(salary.max)}`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)}</p>`)
    .join('');

/** Internships by their level; every other job on Talent is a full-time position. */
const employmentTypeOf = (level: string) => (/intern/i.test(level) ? 'INTERN' : 'FULL_TIME');

/**
 * The job as a schema.org `JobPosting` with what Google for Jobs requires (title, description,
 * datePosted, hiringOrganization, jobLocation or TELECOMMUTE with applicantLocationRequirements)
 * and recommends (baseSalary, employmentType, identifier, validThrough). An open job has no end date,
 * so it carries no `validThrough` (Google asks for one only where a job expires); a closed job's is
 * the moment it closed, which tells search engines it has ended.
 */
export function jobPosting(job: GuestJob, closedAt: Date | null, origin: string): Record<string, unknown> {
  const remote = job.working_system === 'Remote';
  const description = [
    paragraphs(job.job_description),
    job.job_requirements ? `<h2>Requirements</h2>${paragraphs(job.job_requirements)}` : '',
    job.benefits ? `<h2>Benefits</h2>${paragraphs(job.benefits)}` : '',
    job.perks ? `<h2>Perks</h2>${paragraphs(job.perks)}` : '',
  ].join('');
  const logo = job.company_image?.original;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.position_name,
    description: description || paragraphs(jobPageTitle(job)),
    identifier: { '@type': 'PropertyValue', name: 'Talent', value: String(job.id) },
    datePosted: job.published_at,
    ...(closedAt ? { validThrough: closedAt.toISOString() } : {}),
    employmentType: employmentTypeOf(job.position_level),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company_name,
      sameAs: `${origin}/company/${job.company_id}`,
      ...(logo ? { logo: new URL(logo, origin).href } : {}),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'ID' },
          },
        }),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'IDR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    skills: job.skills.join(', '),
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.min_exp * 12,
    },
  };
}

/** What a shared link to a job shows before any script runs, and what search engines read of it. */
export function jobSharedPage(job: GuestJob, closedAt: Date | null, origin: string): SharedPage {
  const facts = [job.company_name, job.location, job.working_system].filter(Boolean).join(' · ');
  const salary = salaryRange(job.salary);
  const level = job.position_level;
  const description = job.is_closed
    ? salary === null
      ? pageHeadTexts.closedJobSummary(facts)
      : pageHeadTexts.paidClosedJobSummary(facts, salary)
    : salary === null
      ? pageHeadTexts.jobSummary(facts, level, job.min_exp)
      : pageHeadTexts.paidJobSummary(facts, salary, level, job.min_exp);
  return {
    head: {
      title: job.is_closed
        ? pageHeadTexts.closedJobTitle(jobPageTitle(job))
        : `${jobPageTitle(job)} | Talent`,
      description,
      image: job.company_image?.original ?? null,
    },
    canonicalPath: `/talent/job/${job.id}`,
    structuredData: jobPosting(job, closedAt, origin),
  };
}
