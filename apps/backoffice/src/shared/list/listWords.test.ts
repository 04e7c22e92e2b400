import { describe, expect, it } from 'vitest';
import { listWords } from './listWords';

describe('listWords', () => {
  it('says every state of a list from its noun', () => {
    expect(
      listWords({
        one: 'contract',
        other: 'contracts',
        empty: { description: 'Contracts appear here once a host and a guest start one.' },
        noResults: { description: 'Change the status or the search.' },
      }),
    ).toEqual({
      one: 'contract',
      other: 'contracts',
      empty: {
        title: 'No contracts yet',
        description: 'Contracts appear here once a host and a guest start one.',
      },
      noResults: {
        title: 'No contracts match these filters',
        description: 'Change the status or the search.',
      },
      error: 'The contracts could not be loaded',
    });
  });

  it('names the rows in its titles by `things`, and takes a title or an error given whole', () => {
    const words = listWords({
      one: 'location',
      other: 'locations',
      things: 'SEO location pages',
      empty: { title: 'Nothing here yet' },
      noResults: {},
      error: 'The pages could not be loaded',
    });
    expect(words.other).toBe('locations');
    expect(words.empty).toEqual({ title: 'Nothing here yet' });
    expect(words.noResults).toEqual({ title: 'No SEO location pages match these filters' });
    expect(words.error).toBe('The pages could not be loaded');
  });
});
