import { describe, expect, it } from 'vitest';
import { SEARCH_FOLD, SEARCH_MAX_WORDS, matchesSearch, searchKey, searchWords } from './searchKey';

describe('searchKey', () => {
  it('sets accents, case and punctuation aside', () => {
    expect(searchKey('Éléonore  GIRAUD')).toBe('eleonore giraud');
    expect(searchKey('58, Allée Royale')).toBe('58 allee royale');
    expect(searchKey('eleonore.giraud@exemple.fr')).toBe('eleonore giraud exemple fr');
    expect(searchKey("L'Œuvre — Cœur, Æther, Straße")).toBe('l oeuvre coeur aether strasse');
    expect(searchKey('Søren Łukasz Đorđe Ħal')).toBe('soren lukasz dorde hal');
    expect(searchKey('  ')).toBe('');
  });

  it('turns letters it cannot fold into a space, as PostgreSQL does', () => {
    expect(searchKey('Жанна Ivanova')).toBe('ivanova');
    expect(searchKey('\u212a')).toBe(''); // the Kelvin sign
  });

  it('folds every letter of its table to one lower-case ASCII letter', () => {
    const [from, to] = SEARCH_FOLD;
    expect([...from]).toHaveLength(to.length);
    expect(to).toMatch(/^[a-z]+$/);
    expect(from).toContain('É');
    expect(from).toContain('ç');
  });
});

describe('searchWords', () => {
  it('splits a search into its folded words, each once, at most eight', () => {
    expect(searchWords('Giraud Éléonore giraud')).toEqual(['giraud', 'eleonore']);
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(SEARCH_MAX_WORDS);
  });
});

describe('matchesSearch', () => {
  const eleonore = ['Éléonore', 'Giraud', 'Atelier Lumière', 'e.giraud@exemple.fr'];

  it('finds a person by names in any order, accents and case aside, and by parts of words', () => {
    for (const typed of ['eleonore giraud', 'Giraud Éléonore', 'Éléo', 'GIRAUD', 'lumiere']) {
      expect(matchesSearch(eleonore, typed)).toBe(true);
    }
    expect(matchesSearch(eleonore, 'Lucienne Giraud')).toBe(false);
  });

  it('finds an address typed without accents', () => {
    expect(matchesSearch(['58 Allée Royale', '69002', 'Lyon'], '58 allee royale')).toBe(true);
  });

  it('matches everything for an empty search and skips missing texts', () => {
    expect(matchesSearch([null, undefined], '')).toBe(true);
    expect(matchesSearch([null, 'Paris'], 'paris')).toBe(true);
    expect(matchesSearch(['Paris'], '%_')).toBe(false);
  });
});
