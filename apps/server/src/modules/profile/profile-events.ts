/** The parts of a profile that, once saved, are announced to the other modules. */
export type ProfileSection = 'personal' | 'skills' | 'experiences' | 'preferences';

declare module '../../platform/events/events.ts' {
  interface AppEvents {
    /** A talent saved a section of their profile (published after the save is committed). */
    'profile.saved': { talentId: number; section: ProfileSection };
  }
}
