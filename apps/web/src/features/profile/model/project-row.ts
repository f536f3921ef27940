import { profileLimits, shortTextSchema, titleSchema } from '@talent/contract';

/** One project as the projects form edits it. */
export interface ProjectRow {
  name: string;
  project_type_id: number | null;
  start_date: string;
  end_date: string;
  url: string;
  description: string;
}

export const emptyProject: ProjectRow = {
  name: '',
  project_type_id: null,
  start_date: '',
  end_date: '',
  url: '',
  description: '',
};

/**
 * A GitHub repository as a project to review before saving: its name and address, and its
 * description only when the profile's text rule takes it (a link or a long number in it would be
 * refused), cut to the short-text limit.
 */
export function projectFromRepository(repository: {
  name: string;
  description: string | null;
  url: string;
}): ProjectRow {
  const description = (repository.description ?? '').trim().slice(0, profileLimits.shortTextMax);
  return {
    ...emptyProject,
    name: titleSchema.safeParse(repository.name).success ? repository.name : '',
    url: repository.url,
    description: shortTextSchema.safeParse(description).success ? description : '',
  };
}
