import { describe, expect, it } from 'vitest';
import {
  officeSearchText,
  parseGoToSearch,
  parseContractSearch,
  parseConversationSearch,
  parseDocumentSearch,
  parseOfficeSearch,
  parseRequestSearch,
} from './searchSyntax';

const UUID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

/** One test a text: the search box's parser reads it as the query. */
function itReads(parse: (text: string) => unknown, cases: [string, object][]): void {
  it.each(cases)('%j is %o', (text, query) => {
    expect(parse(text)).toEqual(query);
  });
}

describe('operations §2 — the conversations search box', () => {
  itReads(parseConversationSearch, [
    ['123', { kind: 'conversationId', conversationId: 123 }],
    ['  123 ', { kind: 'conversationId', conversationId: 123 }],
    ['#45', { kind: 'requestId', requestId: 45 }],
    ['# 45', { kind: 'requestId', requestId: 45 }],
    ['.7', { kind: 'hostId', hostId: 7 }],
    ['-8', { kind: 'guestId', guestId: 8 }],
    ['Acme', { kind: 'company', company: 'Acme' }],
    ['Acme & Co', { kind: 'company', company: 'Acme & Co' }],
    // A prefix without an id is a company name.
    ['#hashtag', { kind: 'company', company: '#hashtag' }],
    ['-', { kind: 'company', company: '-' }],
    ['.com', { kind: 'company', company: '.com' }],
    // Digits beyond the largest id name no record: they are searched as text.
    ['2147483647', { kind: 'conversationId', conversationId: 2147483647 }],
    ['2147483648', { kind: 'company', company: '2147483648' }],
    ['#99999999999999999999', { kind: 'company', company: '#99999999999999999999' }],
  ]);

  it.each(['', '   '])('%j is no search', (text) => {
    expect(parseConversationSearch(text)).toBeNull();
  });
});

describe('operations §2 — the offices search box', () => {
  itReads(parseOfficeSearch, [
    ['42', { kind: 'officeId', officeId: 42 }],
    ['#9', { kind: 'hostId', hostId: 9 }],
    ['.Acme Offices', { kind: 'company', company: 'Acme Offices' }],
    ['-75008', { kind: 'zipCode', zipCode: '75008' }],
    ['- 75008', { kind: 'zipCode', zipCode: '75008' }],
    ['-1628', { kind: 'zipCode', zipCode: '1628' }],
    ['-l-1628', { kind: 'zipCode', zipCode: 'L-1628' }],
    ['OF-2024-0012', { kind: 'reference', reference: 'OF-2024-0012' }],
    [UUID, { kind: 'reference', reference: UUID }],
    ['12 rue de la Paix', { kind: 'address', address: '12 rue de la Paix' }],
    ['Paris', { kind: 'address', address: 'Paris' }],
    // A prefix without what it announces is an address.
    ['-Paris', { kind: 'address', address: '-Paris' }],
    ['.', { kind: 'address', address: '.' }],
    ['#abc', { kind: 'address', address: '#abc' }],
    ['#2147483648', { kind: 'address', address: '#2147483648' }],
    ['100000000000000000000', { kind: 'address', address: '100000000000000000000' }],
  ]);

  it('is no search when blank', () => {
    expect(parseOfficeSearch(' ')).toBeNull();
  });
});

describe('operations §2 — the documents search box', () => {
  itReads(parseDocumentSearch, [
    ['314', { kind: 'id', id: 314 }],
    [UUID, { kind: 'contractUuid', contractUuid: UUID }],
    [UUID.toUpperCase(), { kind: 'contractUuid', contractUuid: UUID }],
    ['Guest SARL', { kind: 'company', company: 'Guest SARL' }],
    ['21474836470', { kind: 'company', company: '21474836470' }],
  ]);

  it('is no search when blank', () => {
    expect(parseDocumentSearch('')).toBeNull();
  });
});

describe('operations §2 — the contracts search box (company or contract uuid)', () => {
  itReads(parseContractSearch, [
    [UUID, { kind: 'contractUuid', contractUuid: UUID }],
    ['Host SAS', { kind: 'company', company: 'Host SAS' }],
  ]);

  it('is no search when blank', () => {
    expect(parseContractSearch('  ')).toBeNull();
  });
});

describe('the go-to palette', () => {
  itReads(parseGoToSearch, [
    ['#123', { kind: 'requestId', requestId: 123 }],
    ['.45', { kind: 'hostId', hostId: 45 }],
    ['-75008', { kind: 'zipCode', zipCode: '75008' }],
    ['-l-1628', { kind: 'zipCode', zipCode: 'L-1628' }],
    [' 42 ', { kind: 'id', id: 42 }],
    ['Acme', { kind: 'text', text: 'Acme' }],
    ['#acme', { kind: 'text', text: '#acme' }],
    ['.com', { kind: 'text', text: '.com' }],
    ['-Paris', { kind: 'text', text: '-Paris' }],
    ['2147483648', { kind: 'text', text: '2147483648' }],
  ]);

  it('is no search when blank', () => {
    expect(parseGoToSearch('  ')).toBeNull();
  });
});

describe('officeSearchText writes what parseOfficeSearch reads', () => {
  it.each([
    { kind: 'officeId', officeId: 42 },
    { kind: 'hostId', hostId: 9 },
    { kind: 'company', company: 'Acme Offices' },
    { kind: 'zipCode', zipCode: '75008' },
    { kind: 'reference', reference: 'OF-2024-0012' },
    { kind: 'address', address: '12 rue de la Paix' },
  ] as const)('%o', (query) => {
    expect(parseOfficeSearch(officeSearchText(query))).toEqual(query);
  });
});

describe('the request board’s search', () => {
  it('reads a plain or #-prefixed id as a request id, and anything else as text', () => {
    expect(parseRequestSearch(' 1264 ')).toEqual({ kind: 'requestId', requestId: 1264 });
    expect(parseRequestSearch('#1264')).toEqual({ kind: 'requestId', requestId: 1264 });
    expect(parseRequestSearch('# 1264')).toEqual({ kind: 'requestId', requestId: 1264 });
    expect(parseRequestSearch('#abc')).toEqual({ kind: 'text', text: '#abc' });
    expect(parseRequestSearch('Dubois')).toEqual({ kind: 'text', text: 'Dubois' });
    expect(parseRequestSearch('99999999999')).toEqual({ kind: 'text', text: '99999999999' });
    expect(parseRequestSearch('  ')).toBeNull();
  });
});
