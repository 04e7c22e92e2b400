import { describe, expect, it } from 'vitest';
import { VIEW_NAME_MAX, viewNameProblem } from './ViewDialog';

describe('viewNameProblem', () => {
  it('asks for a name when there is none, spaces alone included', () => {
    expect(viewNameProblem('')).toBe('Enter a name for the view.');
    expect(viewNameProblem('   ')).toBe('Enter a name for the view.');
  });

  it('takes 1 to 60 characters, counted without the spaces around them', () => {
    expect(viewNameProblem('a')).toBeNull();
    expect(viewNameProblem('x'.repeat(VIEW_NAME_MAX))).toBeNull();
    expect(viewNameProblem(`  ${'x'.repeat(VIEW_NAME_MAX)}  `)).toBeNull();
  });

  it('says how long a name over 60 characters is', () => {
    expect(viewNameProblem('x'.repeat(61))).toBe(
      'Keep the name to 60 characters or fewer (it has 61).',
    );
  });
});
