/** Where the job and company pages live (spec section 2, route table). */
export const jobPaths = {
  listing: '/talent/job-opportunities',
  opportunity: (roleId: number) => `/talent/job-opportunities/detail/${roleId}`,
  job: (id: number) => `/talent/job/${id}`,
  talentCompany: (id: number) => `/talent/company/${id}`,
  guestCompany: (id: number) => `/company/${id}`,
};
