import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './envelope.ts';
import { imageSchema, jobIdParams, opportunitySchema } from './jobs.ts';
import { pageHeadTexts } from './page-head-texts.ts';

/**
 * Companies (spec sections 3 and 7): the company page, readable by guests so a shared link
 * previews well, and its open jobs. Guests get the jobs without applied, saved or match facts.
 */

export const companyDetailSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** The registered legal entity, when known. */
  pt: z.nullable(z.string()),
  company_image: imageSchema,
  location: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  size: z.nullable(z.string()),
  about: z.nullable(z.string()),
  website_url: z.nullable(z.string()),
  linkedin_url: z.nullable(z.string()),
  /** How many jobs the company has open now. */
  jobs: z.number().check(z.int()),
});

export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const getCompany = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/company/{id}',
  summary: 'A company page: facts, about text and the number of open jobs (public)',
  access: 'public',
  params: jobIdParams,
  data: companyDetailSchema,
});

/**
 * Where the web app keeps a company (`getCompany`'s data) and a page of its jobs (`listCompanyJobs`'
 * answer) in its query cache; the server's render of the company page puts its answers there
 * (decision 0149), so the browser does not ask again.
 */
export const companyQueryKeys = {
  company: (id: number) => ['company', id] as const,
  jobs: (companyId: number, page: number, size: number) =>
    ['company', companyId, 'jobs', page, size] as const,
};

export const companyJobsQuerySchema = pageQuerySchema;

export const listCompanyJobs = defineEndpoint({
  method: 'GET',
  group: 'talentV2',
  path: '/company/{companyId}/jobs',
  summary: 'The open jobs of a company, newest first (public; meta.count is the total)',
  access: 'public',
  params: z.object({ companyId: jobIdParams.shape.id }),
  query: companyJobsQuerySchema,
  data: z.array(opportunitySchema),
});

/** What a shared link to a page shows before any script runs: its title, summary and picture. */
export interface PageHead {
  title: string;
  description: string;
  /** An absolute or root-relative address of the page's picture, when it has one. */
  image: string | null;
}

/**
 * The company page's head, written once for the page (which sets it after loading) and the server
 * (which writes it into the HTML, so link previews that run no script read it too).
 */
export function companyPageHead(
  company: Pick<CompanyDetail, 'name' | 'jobs' | 'location' | 'company_image'>,
): PageHead {
  return {
    title: pageHeadTexts.companyTitle(company.name),
    description: pageHeadTexts.companySummary(company.name, company.jobs, company.location ?? 'Indonesia'),
    image: company.company_image?.medium ?? null,
  };
}
