import type { RouteObject } from 'react-router';
import type { PageSectionEntry } from './page-sections';

/**
 * The pages a feature adds to the route table (spec section 2), by where they mount. Paths are
 * relative to that place; a page whose path a placeholder held replaces the placeholder.
 */
export interface FeatureRoutes {
  /** Under /talent, behind the login gating. */
  talent?: RouteObject[];
  /** Under /talent, open to everyone (the page decides by itself). */
  talentOpen?: RouteObject[];
  /** Under /employer, for any signed-in account. */
  employer?: RouteObject[];
  /** Under /employer, open to everyone: the coworker invitation page. */
  employerOpen?: RouteObject[];
  /** At the root, open to everyone: login, the salary calculator, public company pages. */
  public?: RouteObject[];
  /** Sections of the talent's settings page (see `lib/page-sections.ts`), loaded lazily. */
  settingsSections?: PageSectionEntry[];
  /** Pieces of the dashboard (/talent/interviews), in its main or side column, loaded lazily. */
  dashboardSections?: PageSectionEntry[];
  /** Sections of the talent's own profile page (/talent/profile), loaded lazily. */
  profileSections?: PageSectionEntry[];
}

/** The places of the route table a feature mounts pages at. */
export type RoutePlace = 'talent' | 'talentOpen' | 'employer' | 'employerOpen' | 'public';
