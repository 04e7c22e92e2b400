import { paths } from '@/shared/paths';

/**
 * 'g' then a letter goes to a screen (issue 20): the screen's initial where it is free (r
 * requests, o offices, u users, c conversations, a analytics, d documents, m map search, s
 * SEO), else another letter of its name (contracts: t, display: y).
 */
export const GO_TO_LETTERS: Readonly<Record<string, string>> = {
  [paths.analytics]: 'a',
  [paths.users]: 'u',
  [paths.offices]: 'o',
  [paths.requests]: 'r',
  [paths.conversations]: 'c',
  [paths.contracts]: 't',
  [paths.documents]: 'd',
  [paths.mapSearch]: 'm',
  [paths.seo]: 's',
  [paths.display]: 'y',
};
