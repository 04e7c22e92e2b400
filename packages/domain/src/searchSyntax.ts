/**
 * The search boxes of the lists accept a small syntax (operations §2). Each parser reads
 * the text typed by staff into a typed query that the app sends and the server filters on.
 * A prefix followed by something that is not a valid id falls back to the free-text kind,
 * so that no text is ever rejected. Blank text is no search (null).
 */

import { MAX_ID } from './constants';

const ID = /^\d+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A reference is one word mixing letters and digits, such as an office uuid or "OF-1234". */
const REFERENCE = /^(?=[^\s]*\d)(?=[^\s]*[a-z])[a-z0-9][a-z0-9_-]*$/i;
/** French zip codes have 5 digits, Luxembourg ones 4 (optionally written L-1234). */
const ZIP = /^(?:L-)?\d{4,5}$/i;

/** The id written by the text, or null when it is not one (digits beyond MAX_ID name nothing). */
function asId(text: string): number | null {
  if (!ID.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

function idAfter(text: string, prefix: string): number | null {
  if (!text.startsWith(prefix)) return null;
  return asId(text.slice(prefix.length).trim());
}

/** The zip code after a '-' ("-75008", "-l-1628" as "L-1628"), or null when there is none. */
function zipAfterDash(text: string): string | null {
  if (!text.startsWith('-')) return null;
  const zipCode = text.slice(1).trim();
  return ZIP.test(zipCode) ? zipCode.toUpperCase() : null;
}

/** What the request board's search box can mean. */
export type RequestQuery =
  { kind: 'requestId'; requestId: number } | { kind: 'text'; text: string };

/**
 * The request board: a request id, plain or after '#' ('1264', '#1264'), or text matched
 * against the host's and guest's names, companies and emails.
 */
export function parseRequestSearch(input: string): RequestQuery | null {
  const text = input.trim();
  if (!text) return null;
  const requestId = asId(text) ?? idAfter(text, '#');
  return requestId !== null ? { kind: 'requestId', requestId } : { kind: 'text', text };
}

/** What the conversations search box can mean. */
export type ConversationQuery =
  | { kind: 'conversationId'; conversationId: number }
  | { kind: 'requestId'; requestId: number }
  | { kind: 'hostId'; hostId: number }
  | { kind: 'guestId'; guestId: number }
  | { kind: 'company'; company: string };

/**
 * Conversations: a plain conversation id, '#' then a request id, '.' then a host id, '-'
 * then a guest id, or a company.
 */
export function parseConversationSearch(input: string): ConversationQuery | null {
  const text = input.trim();
  if (!text) return null;
  const conversationId = asId(text);
  if (conversationId !== null) return { kind: 'conversationId', conversationId };
  const requestId = idAfter(text, '#');
  if (requestId !== null) return { kind: 'requestId', requestId };
  const hostId = idAfter(text, '.');
  if (hostId !== null) return { kind: 'hostId', hostId };
  const guestId = idAfter(text, '-');
  if (guestId !== null) return { kind: 'guestId', guestId };
  return { kind: 'company', company: text };
}

/** What the offices search box can mean. */
export type OfficeQuery =
  | { kind: 'officeId'; officeId: number }
  | { kind: 'reference'; reference: string }
  | { kind: 'hostId'; hostId: number }
  | { kind: 'company'; company: string }
  | { kind: 'zipCode'; zipCode: string }
  | { kind: 'address'; address: string };

/**
 * Offices: an office id, a reference, '#' then a host id, '.' then a company, '-' then a
 * zip code, or an address.
 */
export function parseOfficeSearch(input: string): OfficeQuery | null {
  const text = input.trim();
  if (!text) return null;
  const officeId = asId(text);
  if (officeId !== null) return { kind: 'officeId', officeId };
  const hostId = idAfter(text, '#');
  if (hostId !== null) return { kind: 'hostId', hostId };
  if (text.startsWith('.')) {
    const company = text.slice(1).trim();
    if (company) return { kind: 'company', company };
  }
  const zipCode = zipAfterDash(text);
  if (zipCode !== null) return { kind: 'zipCode', zipCode };
  if (REFERENCE.test(text)) return { kind: 'reference', reference: text };
  return { kind: 'address', address: text };
}

/** What the documents search box can mean. */
export type DocumentQuery =
  | { kind: 'id'; id: number }
  | { kind: 'contractUuid'; contractUuid: string }
  | { kind: 'company'; company: string };

/** Documents: a contract uuid, an id, or a company. */
export function parseDocumentSearch(input: string): DocumentQuery | null {
  const text = input.trim();
  if (!text) return null;
  const id = asId(text);
  if (id !== null) return { kind: 'id', id };
  if (UUID.test(text)) return { kind: 'contractUuid', contractUuid: text.toLowerCase() };
  return { kind: 'company', company: text };
}

/** What the contracts search box can mean: a contract uuid or a company. */
export type ContractQuery =
  { kind: 'contractUuid'; contractUuid: string } | { kind: 'company'; company: string };

/** Contracts: a contract uuid or a company. */
export function parseContractSearch(input: string): ContractQuery | null {
  const text = input.trim();
  if (!text) return null;
  if (UUID.test(text)) return { kind: 'contractUuid', contractUuid: text.toLowerCase() };
  return { kind: 'company', company: text };
}

/**
 * Writes an offices query as its search box reads it: the link from elsewhere (the go-to
 * palette) to the offices list filtered that way. `parseOfficeSearch` reads it back.
 */
export function officeSearchText(query: OfficeQuery): string {
  switch (query.kind) {
    case 'officeId':
      return String(query.officeId);
    case 'hostId':
      return `#${query.hostId}`;
    case 'company':
      return `.${query.company}`;
    case 'zipCode':
      return `-${query.zipCode}`;
    case 'reference':
      return query.reference;
    case 'address':
      return query.address;
  }
}

/** What the go-to palette's box can mean. */
export type GoToQuery =
  | { kind: 'requestId'; requestId: number }
  | { kind: 'hostId'; hostId: number }
  | { kind: 'zipCode'; zipCode: string }
  | { kind: 'id'; id: number }
  | { kind: 'text'; text: string };

/**
 * The go-to palette reads the lists' prefixes with one meaning each: '#' then a
 * request id and '.' then a host id (as the conversations box reads them), '-' then a zip
 * code (as the offices box); a plain number is an id of any kind (an office, a request, a
 * conversation or a user), and anything else is text to search users, offices and companies
 * for. As in the lists, a prefix without what it announces is text.
 */
export function parseGoToSearch(input: string): GoToQuery | null {
  const text = input.trim();
  if (!text) return null;
  const id = asId(text);
  if (id !== null) return { kind: 'id', id };
  const requestId = idAfter(text, '#');
  if (requestId !== null) return { kind: 'requestId', requestId };
  const hostId = idAfter(text, '.');
  if (hostId !== null) return { kind: 'hostId', hostId };
  const zipCode = zipAfterDash(text);
  if (zipCode !== null) return { kind: 'zipCode', zipCode };
  return { kind: 'text', text };
}
