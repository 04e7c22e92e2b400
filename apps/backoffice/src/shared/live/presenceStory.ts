/**
 * Stories only (the screens that say who else is here): someone else on a record, as the live
 * channel tells the presence store, and what the story's own screen told the team.
 */
import type { PresenceBody } from '@backoffice/api';
import { createHandlers } from '@backoffice/api/mocks';
import type { MockOptions, Resolvers } from '@backoffice/api/mocks';
import { PRESENCE_HEARTBEAT_MS, type Presence } from '@backoffice/domain';
import { presenceStore } from './presence';

/** The colleague of the stories (staff 2 in the mock data). */
export const LEA = { staffId: 2, name: 'Léa Bernard' } as const;

/** Someone on a record (`presencePlace`), viewing it or editing `what`. */
export type SomeoneHere = Pick<Presence, 'staffId' | 'name' | 'place' | 'activity'> & {
  what?: string | null;
};

/**
 * A story's `beforeEach`: these people are on their records before the story draws, heard
 * again at each heartbeat as the live channel would (a slow play outlasting the 30 s expiry
 * kept them), and forgotten when the story ends, so that the next story starts with no one.
 *
 * @example beforeEach: withPresence({ ...LEA, place: 'office:5', activity: 'viewing' })
 */
export function withPresence(...people: readonly SomeoneHere[]): () => () => void {
  return () => {
    const hear = () => {
      for (const { what = null, ...someone } of people) {
        presenceStore.hear({ ...someone, what, left: false });
      }
    };
    hear();
    const heartbeat = setInterval(hear, PRESENCE_HEARTBEAT_MS);
    // Someone the story keeps here never expires mid-play: a hidden test page's timers are
    // throttled to one wake-up a minute, where the store's prune can run before the heartbeat
    // and drop them for a moment (a name found, then emptied). Heard again at once, in the
    // same notification, before React draws.
    let hearing = false;
    const stay = presenceStore.subscribe(() => {
      if (hearing) return;
      const gone = people.some(
        (p) => !presenceStore.at(p.place).some((here) => here.staffId === p.staffId),
      );
      if (!gone) return;
      hearing = true;
      hear();
      hearing = false;
    });
    return () => {
      stay();
      clearInterval(heartbeat);
      presenceStore.clear();
    };
  };
}

export interface AnnouncedPresence {
  /**
   * The presence route's bodies, in order, since `reset`: what this story's screen told the
   * team. The story before may add its own leaving as it goes (its screen's unmount).
   */
  readonly bodies: PresenceBody[];
  /** The bodies saying this person is here (the leavings left out). */
  present(): PresenceBody[];
  /**
   * The leavings since this screen first said it was here (the story before's may come first).
   */
  leavings(): PresenceBody[];
  /** For `mockApi({ resolvers })`: keeps each body, answers as the server does. */
  readonly resolvers: Pick<Resolvers, 'presence'>;
  /** A story's `beforeEach`: starts the record empty. */
  readonly reset: () => void;
}

/** Keeps what a story's screen says of its presence (the mock API takes and tells no one). */
export function announcedPresence(): AnnouncedPresence {
  const bodies: PresenceBody[] = [];
  return {
    bodies,
    present: () => bodies.filter((body) => !body.left),
    leavings: () => {
      const here = bodies.findIndex((body) => !body.left);
      return here < 0 ? [] : bodies.slice(here).filter((body) => body.left);
    },
    resolvers: {
      presence: ({ body }) => {
        bodies.push(body);
        return { message: 'ok' };
      },
    },
    reset: () => void (bodies.length = 0),
  };
}

/**
 * A story's setup with `someone` else on the record: `announced` starts empty, they are here
 * (withPresence), and a fresh mock API (made with `mock`) keeps what this screen says.
 */
export function someoneElseHere(
  announced: AnnouncedPresence,
  someone: SomeoneHere,
  mock: MockOptions = {},
) {
  return {
    beforeEach: [announced.reset, withPresence(someone)],
    parameters: {
      msw: { handlers: createHandlers({ ...mock, resolvers: announced.resolvers }) },
    },
  };
}
