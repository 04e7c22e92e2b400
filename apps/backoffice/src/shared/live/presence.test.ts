import { afterEach, describe, expect, it } from 'vitest';
import { PRESENCE_EXPIRY_MS, type Presence } from '@backoffice/domain';
import { PresenceStore } from './presence';

const lea: Presence = {
  staffId: 2,
  name: 'Léa Bernard',
  place: 'request:12',
  activity: 'viewing',
  what: null,
  left: false,
};

describe('PresenceStore', () => {
  let store: PresenceStore;
  let now = 0;
  afterEach(() => store.clear());

  it('shows who has a place open, until they leave or are not heard of in time', () => {
    now = 1000;
    store = new PresenceStore(() => now);
    let told = 0;
    store.subscribe(() => void (told += 1));
    store.hear(lea);
    expect(store.at('request:12')).toEqual([lea]);
    expect(store.at('request:12')).toBe(store.at('request:12'));
    expect(store.at('request:13')).toEqual([]);
    // A heartbeat keeps them; editing replaces viewing.
    now += PRESENCE_EXPIRY_MS - 1;
    store.hear({ ...lea, activity: 'editing', what: 'the FAQ' });
    now += PRESENCE_EXPIRY_MS - 1;
    expect(store.prune()).toBe(false);
    expect(store.at('request:12')[0]!.what).toBe('the FAQ');
    // Silence beyond the expiry: gone.
    now += 2;
    expect(store.prune()).toBe(true);
    expect(store.at('request:12')).toEqual([]);
    expect(told).toBe(3);
  });

  it('takes a leaving at once, and never shows the signed-in person', () => {
    store = new PresenceStore(() => 0);
    store.hear(lea);
    store.hear({ ...lea, left: true });
    expect(store.at('request:12')).toEqual([]);
    store.self = 2;
    store.hear(lea);
    expect(store.at('request:12')).toEqual([]);
  });
});
