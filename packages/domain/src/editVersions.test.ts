import { describe, expect, it } from 'vitest';
import {
  EDIT_PARTS,
  canonicalJson,
  editConflictMessage,
  editVersion,
  ifMatchOf,
  partVersion,
  versionOfIfMatch,
} from './editVersions';
import { STAGE_WAIT_DAYS } from './team';

describe('edit versions', () => {
  it('writes one text for one value, whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe(
      '{"a":[{"c":"x","d":null}],"b":1}',
    );
    expect(editVersion({ a: 1, b: 2 })).toBe(editVersion({ b: 2, a: 1 }));
    expect(editVersion({ a: 1, b: undefined })).toBe(editVersion({ a: 1 }));
  });

  it('changes with any change of the value, and only then', () => {
    const v = editVersion({ fr: '<p>Bureaux</p>', en: null });
    expect(v).toMatch(/^v1-[0-9a-f]{16}$/);
    expect(editVersion({ fr: '<p>Bureaux</p>', en: null })).toBe(v);
    expect(editVersion({ fr: '<p>Bureau</p>', en: null })).not.toBe(v);
    expect(editVersion({ fr: '<p>Bureaux</p>', en: '' })).not.toBe(v);
  });

  it('versions the edited part only: a change elsewhere in the record is no conflict', () => {
    const office = { seoDescription: { fr: '<p>A</p>', en: null }, publicationState: 1 };
    const published = { ...office, publicationState: 2 };
    expect(partVersion('officeSeoTexts', published)).toBe(partVersion('officeSeoTexts', office));
    expect(EDIT_PARTS.bookmarkNote({ notes: { content: 'Call back', userNote: 'x' } })).toBe(
      'Call back',
    );
  });

  it('reads If-Match as sent: quoted, weak, or refused when malformed', () => {
    expect(ifMatchOf('v1-00ff')).toBe('"v1-00ff"');
    expect(versionOfIfMatch('"v1-00ff"')).toBe('v1-00ff');
    expect(versionOfIfMatch('W/"v1-00ff"')).toBe('v1-00ff');
    expect(versionOfIfMatch('v1-00ff')).toBe('v1-00ff');
    expect(versionOfIfMatch('"')).toBeNull();
    expect(versionOfIfMatch('"a" "b"')).toBeNull();
    expect(versionOfIfMatch(undefined)).toBeNull();
  });

  it('names who saved, and when, or says someone did', () => {
    expect(editConflictMessage('seoFaq', { name: 'Léa Bernard', at: '2026-11-29T09:02:00Z' })).toBe(
      'Léa Bernard saved the FAQ on 29/11/2026 10:02, after you began editing. Your text is kept: see their version, or save over it.',
    );
    expect(editConflictMessage('internalNote', null)).toMatch(/^Someone saved this note, after/);
    expect(
      editConflictMessage('displaySections', { name: 'Léa Bernard', at: '2026-11-29T09:02:00Z' }),
    ).toBe(
      'Léa Bernard changed these display sections on 29/11/2026 10:02, after this screen showed them. Your change was not made: the sections show their order now; make it again if it is still needed.',
    );
  });

  it('versions the thresholds of the open columns only, in board order', () => {
    const set = { ...STAGE_WAIT_DAYS, visit_scheduled: 4 };
    expect(EDIT_PARTS.stageThresholds(set)).toEqual([2, 3, 4, 3, 5, 7]);
    expect(partVersion('stageThresholds', { ...set, cancelled: 9 })).toBe(
      partVersion('stageThresholds', set),
    );
    expect(partVersion('stageThresholds', { ...set, request_received: 4 })).not.toBe(
      partVersion('stageThresholds', set),
    );
  });

  it('versions the display sections a move touches: each one once, in id order, by their order', () => {
    const a = { id: 2, offices: [5, 6] };
    const b = { id: 1, offices: [7] };
    expect(partVersion('displaySections', [a, b])).toBe(partVersion('displaySections', [b, a, b]));
    expect(EDIT_PARTS.displaySections([a, b])).toEqual([
      { id: 1, offices: [7] },
      { id: 2, offices: [5, 6] },
    ]);
    expect(partVersion('displaySections', [{ id: 2, offices: [6, 5] }, b])).not.toBe(
      partVersion('displaySections', [a, b]),
    );
  });
});

describe('edited parts', () => {
  const page = (lang: 'fr' | 'en') => ({
    id: lang === 'fr' ? 1 : 2,
    faqTitle: 'FAQ',
    faq: [
      { id: 7, title: 'Prix ?', description: '<p>Oui</p>' },
      { title: 'Neuve', description: '' },
    ],
    linkedPages: [3],
    navCta: 'Voir',
    title: 'Bureaux',
    description: '<p>Texte</p>',
    sitemapTitle: 'Plan',
    h1: 'H1',
    metaDescription: 'Meta',
    lang,
  });
  const location = {
    id: 9,
    displayTitle: 'Bureaux Lyon',
    slug: 'offices' as const,
    city: 'Lyon',
    zipCode: null,
    poi: null,
    status: 1,
    seoPages: { fr: page('fr'), en: null },
  };

  it('versions a location’s texts apart from its FAQ, and each from its own fields', () => {
    const texts = EDIT_PARTS.seoLocation(location as never);
    expect(texts.fr).toMatchObject({ title: 'Bureaux', linkedPages: [3] });
    expect(texts.en).toBeNull();
    const faq = EDIT_PARTS.seoFaq(location as never);
    expect(faq.fr?.faq).toEqual([
      { id: 7, title: 'Prix ?', description: '<p>Oui</p>' },
      { id: null, title: 'Neuve', description: '' },
    ]);
    const newFaq = {
      ...location,
      seoPages: { fr: { ...page('fr'), faqTitle: 'Questions' }, en: null },
    };
    expect(partVersion('seoFaq', newFaq as never)).not.toBe(
      partVersion('seoFaq', location as never),
    );
    expect(partVersion('seoLocation', newFaq as never)).toBe(
      partVersion('seoLocation', location as never),
    );
    expect(EDIT_PARTS.internalNote({ note: '<p>A</p>' })).toBe('<p>A</p>');
    expect(EDIT_PARTS.requestNote({ body: 'Call back' })).toBe('Call back');
    expect(EDIT_PARTS.officeSeoTexts({ seoDescription: { fr: null, en: 'x' } })).toEqual({
      fr: null,
      en: 'x',
    });
  });

  it("a saved view's version is its name, filters and sharing: its dates and author aside", () => {
    const view = {
      id: 4,
      name: 'Waiting',
      query: 'status=1',
      shared: true,
      updatedAt: '2026-03-16T09:00:00Z',
    };
    expect(EDIT_PARTS.savedView(view)).toEqual({
      name: 'Waiting',
      query: 'status=1',
      shared: true,
    });
    const version = partVersion('savedView', view);
    const later = { ...view, updatedAt: '2026-03-17T09:00:00Z' };
    expect(partVersion('savedView', later)).toBe(version);
    for (const changed of [{ name: 'Waiting (Paris)' }, { query: 'status=2' }, { shared: false }]) {
      const other = { ...view, ...changed };
      expect(partVersion('savedView', other)).not.toBe(version);
    }
    expect(
      editConflictMessage('savedView', { name: 'Léa Bernard', at: '2026-03-16T09:02:00Z' }),
    ).toBe(
      'Léa Bernard saved this view on 16/03/2026 10:02, after you began renaming it. Your name is kept: press Rename again to save over it.',
    );
  });
});
