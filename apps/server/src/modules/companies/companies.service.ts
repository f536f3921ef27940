import { type CompanyDetail, companyPageHead, jobMessages, type PageQuery } from '@talent/contract';
import { notFound } from '../../platform/errors/app-error.ts';
import type { SharedPage } from '../../platform/web/page-heads.ts';
import type { SitemapListing } from '../../platform/web/sitemap.ts';
import { type CompanyJobs, toOpportunity } from '../jobs/index.ts';
import type { CompaniesRepository } from './companies.repository.ts';

/** The company page's head and its schema.org `Organization`; one address for its several paths. */
export function companySharedPage(company: CompanyDetail, origin: string): SharedPage {
  const logo = company.company_image?.original;
  const sameAs = [company.website_url, company.linkedin_url].filter((url): url is string => Boolean(url));
  return {
    head: companyPageHead(company),
    canonicalPath: `/company/${company.id}`,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      ...(company.pt ? { legalName: company.pt } : {}),
      url: `${origin}/company/${company.id}`,
      ...(logo ? { logo: new URL(logo, origin).href } : {}),
      ...(company.about ? { description: company.about } : {}),
      ...(company.location
        ? { address: { '@type': 'PostalAddress', addressLocality: company.location, addressCountry: 'ID' } }
        : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;

/** The company page's rules: which ids name a page, and its open jobs as a guest sees them. */
export function createCompaniesService(deps: {
  repository: CompaniesRepository;
  /** A page of the company's open jobs as the jobs module keeps them. */
  companyJobs: (companyId: number, page: { page: number; size: number }) => Promise<CompanyJobs>;
}) {
  const { repository, companyJobs } = deps;

  /** The company as its page shows it, or null for an id that names no company (or no id at all). */
  async function findCompanyForPage(companyId: number): Promise<CompanyDetail | null> {
    if (!Number.isSafeInteger(companyId) || companyId < 1 || companyId > 2 ** 31 - 1) return null;
    const row = await repository.findCompany(companyId);
    if (!row) return null;
    const { logo_url: logo, jobs, ...facts } = row;
    return {
      ...facts,
      company_image: logo ? { original: logo, medium: logo, thumb: logo } : null,
      jobs: Number(jobs),
    };
  }

  return {
    findCompanyForPage,

    async getCompany(companyId: number): Promise<{ data: CompanyDetail }> {
      const company = await findCompanyForPage(companyId);
      if (!company) throw notFound(jobMessages.companyNotFound);
      return { data: company };
    },

    /** A company's open jobs, newest first, as a guest sees them (no applied, saved or match facts). */
    async listCompanyJobs(companyId: number, query: PageQuery) {
      const listed = await companyJobs(companyId, {
        page: query.page,
        size: query.size === -1 ? 100 : query.size,
      });
      if (!listed) throw notFound(jobMessages.companyNotFound);
      return {
        data: listed.rows.map(toOpportunity),
        meta: { message: jobMessages.listed, count: listed.count },
      };
    },

    /** Every company page, for the sitemap. */
    sitemap(): SitemapListing {
      return {
        count: () => repository.countCompanyPages(),
        entries: async (offset, limit) =>
          (await repository.companyPagesById(offset, limit)).map(({ id }) => ({
            path: `/company/${id}`,
            lastModified: null,
          })),
      };
    },
  };
}
