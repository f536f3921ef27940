import { type ComponentType, createContext, useContext } from 'react';

/** A part another feature adds to the settings page, named by a key unique on that page. */
export interface SettingsSectionEntry {
  id: string;
  Section: ComponentType;
}

/**
 * The parts other features add to the settings page (notification emails, job alerts), given by
 * the app from its feature list: the page that owns /talent/settings shows them without
 * knowing those features.
 */
export const SettingsSectionsContext = createContext<readonly SettingsSectionEntry[]>([]);

export function useSettingsSections(): readonly SettingsSectionEntry[] {
  return useContext(SettingsSectionsContext);
}
