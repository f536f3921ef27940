import type { Database } from '@talent/db';
import { sql } from 'drizzle-orm';

export interface CompanyRow extends Record<string, unknown> {
  id: number;
  name: string;
  pt: string | null;
  logo_url: string | null;
  location: string | null;
  industry: string | null;
  size: string | null;
  about: string | null;
  website_url: string | null;
  linkedin_url: string | null;
  jobs: number;
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;

export function createCompaniesRepository(db: Database) {
  async function findCompany(companyId: number): Promise<CompanyRow | undefined> {
    const { rows } = await db.execute<CompanyRow>(sql`
      select co.id, co.name, co.pt, co.logo_url, ci.name as location, bf.name as industry,
        cs.name as size, co.about, co.website_url, co.linkedin_url,
        (select count(*)::int from jobs j where j.company_id = co.id and j.is_open) as jobs
      from companies co
      left join cities ci on ci.id = co.city_id
      left join business_fields bf on bf.id = co.business_field_id
      left join company_sizes cs on cs.id = co.company_size_id
      where co.id = ${companyId} and not co.is_other`);
    return rows[0];
  }

  /** How many companies have a page, for the sitemap. */
  async function countCompanyPages(): Promise<number> {
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from companies where not is_other`,
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** A slice of the companies with a page, by id (a stable order for sitemap pages). */
  async function companyPagesById(offset: number, limit: number) {
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from companies where not is_other order by id limit ${limit} offset ${offset}`,
    );
    return rows;
  }

  return { findCompany, countCompanyPages, companyPagesById };
}
