/**
 * What happened, by name, with what a listener needs to know. A feature that publishes an event
 * adds it here by declaration merging, in its own folder:
 *
 *   declare module '../../platform/events/events.ts' {
 *     interface AppEvents { 'hiring.invited': { talentId: number; activityId: number } }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: features add their events by declaration merging
export interface AppEvents {}

export type AppEventName = keyof AppEvents;

export type AppEventListener<Name extends AppEventName> = (payload: AppEvents[Name]) => void | Promise<void>;

export interface EventPublisher {
  publish<Name extends AppEventName>(name: Name, payload: AppEvents[Name]): Promise<void>;
  subscribe<Name extends AppEventName>(name: Name, listener: AppEventListener<Name>): () => void;
}

/**
 * Events inside the server process that made the change: each listener's side effect (a stored
 * notification, a mail, a salary observation) runs once however many processes serve the
 * database. What must reach every process, such as a live update for the pages connected to
 * another one, goes through `AppContext.listen` and PostgreSQL NOTIFY (decision 0090).
 * A failing listener is reported and does not fail the publisher: the change it reports is done.
 */
export function createEventPublisher(
  onListenerError: (error: unknown, name: string) => void,
): EventPublisher {
  const listeners = new Map<string, Set<(payload: unknown) => void | Promise<void>>>();
  return {
    async publish(name, payload) {
      const current = [...(listeners.get(name) ?? [])];
      await Promise.all(
        current.map(async (listener) => {
          try {
            await listener(payload);
          } catch (error) {
            onListenerError(error, name);
          }
        }),
      );
    },
    subscribe(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      const entry = listener as (payload: unknown) => void | Promise<void>;
      set.add(entry);
      return () => set.delete(entry);
    },
  };
}
