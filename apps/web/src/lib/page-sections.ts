import { type ComponentType, createContext, useContext } from 'react';

/**
 * The pages that show parts of other features: the settings page (notification emails, job alerts),
 * the dashboard (jobs for you, the latest articles) and the profile (earned certificates). The page
 * that owns the route shows what the app gives it from its feature list, without knowing those
 * features.
 */
export type SectionPage = 'settings' | 'dashboard' | 'profile';

/** A part one feature adds to another feature's page, named by a key unique on that page. */
export interface PageSectionEntry {
  id: string;
  Section: ComponentType;
  /** Pages with two columns (the dashboard) put a section in the wide main one or the side one. */
  column?: 'main' | 'side';
}

export type PageSections = Readonly<Record<SectionPage, readonly PageSectionEntry[]>>;

export const noPageSections: PageSections = { settings: [], dashboard: [], profile: [] };

export const PageSectionsContext = createContext<PageSections>(noPageSections);

export function usePageSections(page: SectionPage): readonly PageSectionEntry[] {
  return useContext(PageSectionsContext)[page];
}
