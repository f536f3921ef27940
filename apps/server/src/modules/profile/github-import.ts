import { linkFetchMessages } from '@talent/contract';
import { AppError } from '../../platform/errors/app-error.ts';
import { fetchPublic } from '../../platform/http/public-fetch.ts';

export interface GithubRepository {
  name: string;
  description: string | null;
  url: string;
  language: string | null;
  stars: number;
}

interface GithubRepositoryAnswer {
  name?: unknown;
  description?: unknown;
  html_url?: unknown;
  language?: unknown;
  stargazers_count?: unknown;
  fork?: unknown;
}

/** A user's own public repositories (forks left out), most recently pushed first. */
export async function listPublicRepositories(
  apiUrl: string,
  username: string,
  allowHosts: ReadonlySet<string>,
): Promise<GithubRepository[]> {
  const address = `${apiUrl}/users/${encodeURIComponent(username)}/repos?type=owner&sort=pushed&per_page=100`;
  let answer: Awaited<ReturnType<typeof fetchPublic>>;
  try {
    answer = await fetchPublic(address, {
      allowHosts,
      accept: 'application/vnd.github+json',
      maxBytes: 2 * 1024 * 1024,
      timeoutMs: 8_000,
    });
  } catch {
    throw new AppError(502, 'BAD_GATEWAY', linkFetchMessages.githubUnavailable);
  }
  if (answer.status === 404) {
    throw new AppError(400, 'VALIDATION_ERROR', linkFetchMessages.githubUserNotFound, {
      fields: { username: linkFetchMessages.githubUserNotFound },
    });
  }
  if (answer.status !== 200) throw new AppError(502, 'BAD_GATEWAY', linkFetchMessages.githubUnavailable);
  let items: unknown;
  try {
    items = JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new AppError(502, 'BAD_GATEWAY', linkFetchMessages.githubUnavailable);
  }
  if (!Array.isArray(items)) throw new AppError(502, 'BAD_GATEWAY', linkFetchMessages.githubUnavailable);
  return (items as GithubRepositoryAnswer[])
    .filter(
      (item) => item.fork !== true && typeof item.name === 'string' && typeof item.html_url === 'string',
    )
    .map((item) => ({
      name: String(item.name),
      description: typeof item.description === 'string' ? item.description.slice(0, 250) : null,
      url: String(item.html_url),
      language: typeof item.language === 'string' ? item.language : null,
      stars: typeof item.stargazers_count === 'number' ? item.stargazers_count : 0,
    }));
}
