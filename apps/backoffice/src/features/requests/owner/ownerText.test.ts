import { describe, expect, it } from 'vitest';
import { isMine, lastChangeText } from './ownerText';

const lea = { id: 2, name: 'Léa Bernard' };
const camille = { id: 1, name: 'Camille Martin' };

describe("a request's last change of owner, in one line", () => {
  it('says who assigned it and when, in Paris time', () => {
    expect(lastChangeText({ assignee: camille, by: lea, at: '2026-11-29T09:02:00.000Z' })).toBe(
      'Assigned by Léa Bernard, 29/11/2026 10:02',
    );
    expect(lastChangeText({ assignee: lea, by: lea, at: '2026-03-16T08:00:00.000Z' })).toBe(
      'Assigned by Léa Bernard, 16/03/2026 09:00',
    );
  });

  it('says who unassigned it', () => {
    expect(lastChangeText({ assignee: null, by: camille, at: '2026-11-29T09:02:00.000Z' })).toBe(
      'Unassigned by Camille Martin, 29/11/2026 10:02',
    );
  });

  it('says nothing before the first change', () => {
    expect(lastChangeText({ assignee: null, by: null, at: null })).toBeNull();
  });

  it('knows my own requests', () => {
    expect(isMine(camille, camille)).toBe(true);
    expect(isMine(lea, camille)).toBe(false);
    expect(isMine(null, camille)).toBe(false);
  });
});
