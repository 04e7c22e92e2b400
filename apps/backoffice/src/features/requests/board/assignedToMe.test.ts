import { describe, expect, it } from 'vitest';
import type { RequestBoardAnswer } from '@backoffice/api';
import type { StaffRef } from '@backoffice/domain';
import { becameMine, OwnAssignmentSet } from './assignedToMe';

const ME = 1;
const lea: StaffRef = { id: 2, name: 'Léa Bernard' };
const camille: StaffRef = { id: ME, name: 'Camille Martin' };

/** A board of one column whose cards are id → owner. */
function board(owners: Record<number, StaffRef | null>, key = 'request_received') {
  return {
    total: Object.keys(owners).length,
    columns: [
      {
        key,
        title: key,
        count: Object.keys(owners).length,
        requests: Object.entries(owners).map(([id, assignee]) => ({ id: Number(id), assignee })),
      },
    ],
  } as unknown as RequestBoardAnswer;
}

const none = { has: () => false };

describe('requests that became mine between two answers of the board', () => {
  it('finds a card someone else gave me, from nobody or from another owner', () => {
    const before = board({ 1: null, 2: lea, 3: null });
    const after = board({ 1: camille, 2: camille, 3: lea });
    expect(becameMine(before, after, ME, none)).toEqual({ byOthers: [1, 2], byMe: [] });
  });

  it('leaves out a card that was mine already, or is no longer mine', () => {
    const before = board({ 1: camille, 2: camille });
    const after = board({ 1: camille, 2: null });
    expect(becameMine(before, after, ME, none)).toEqual({ byOthers: [], byMe: [] });
  });

  it('leaves out a card the previous answer did not show: its owner before is unknown', () => {
    expect(becameMine(board({ 1: null }), board({ 1: null, 9: camille }), ME, none)).toEqual({
      byOthers: [],
      byMe: [],
    });
  });

  it('follows a card into another column', () => {
    const before = board({ 4: null }, 'request_received');
    const after = board({ 4: camille }, 'meeting_proposed');
    expect(becameMine(before, after, ME, none).byOthers).toEqual([4]);
  });

  it('tells apart the changes this screen made itself', () => {
    const own = new OwnAssignmentSet();
    own.expect(2);
    const before = board({ 1: null, 2: null });
    const after = board({ 1: camille, 2: camille });
    expect(becameMine(before, after, ME, own)).toEqual({ byOthers: [1], byMe: [2] });
    // A call that failed is forgotten: the same change is then someone else's.
    own.forget(2);
    expect(becameMine(before, after, ME, own)).toEqual({ byOthers: [1, 2], byMe: [] });
  });
});
