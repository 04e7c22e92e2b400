import type { DepositDueDateType, DocumentType, ServiceFeeType } from './codes';
import type { FunnelFlags } from './requests';

// Contracts, conversations and their messages, and contract documents (operations.md §3).

/** A contract between a host company and a guest company. */
export interface Contract {
  id: number;
  contractUuid: string;
  /** ISO day the contract starts. */
  contractStartDate: string;
  /** ISO day the contract ends. */
  contractEndDate: string;
  /** ISO instant of the signature; null while unsigned. */
  contractSignedDate: string | null;
  host: { companyName: string };
  guest: { companyName: string };
  paymentTermsType: string;
  serviceFee: ServiceFeeType;
  serviceFeePercentage: number;
  /** ISO day the deposit is due, when it is a date. */
  depositDueDate: string | null;
  depositDueDateType: DepositDueDateType | null;
  depositAmount: number | null;
  totalContractAmountWithoutTax: number;
  /** Link to the contract PDF. */
  downloadPdf: string | null;
}

/** A party of a conversation. */
export interface ConversationParty {
  id: number;
  companyName: string | null;
}

/** A conversation between a host and a guest about a request. */
export interface Conversation {
  conversationId: number;
  requestId: number;
  funnel: FunnelFlags;
  /** ISO instant of the last message. */
  lastMessageAt: string | null;
  host: ConversationParty;
  guest: ConversationParty;
  unreadByHost: number;
  unreadByGuest: number;
  /**
   * The user messages the signed-in staff member has not read: since they last marked it
   * read, or the team's count when they never did. Each person's own.
   */
  unreadByCsm: number;
  /** The team's state: who marked it read last, and when (ISO); null when no one has. */
  lastReadBy: { name: string; at: string } | null;
}

/** Kind of a chat message: status, user, and anything else is a system message. */
export type ChatMessageType = 'status' | 'user' | 'system';

/** Who wrote a user message. */
export type ChatSender = 'host' | 'guest';

/** The two sides of a status message. */
export interface StatusMessage {
  guestMessage: string;
  hostMessage: string;
}

/** One message of a conversation. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  requestId: number;
  messageType: ChatMessageType;
  systemMessage: string | null;
  statusMessage: StatusMessage | null;
  sender: ChatSender | null;
  userMessage: string | null;
  /** ISO instant. */
  createdAt: string;
}

/**
 * An invoice, payment or payout document of a contract (the spec's Document; named so that
 * it does not shadow the DOM's global Document).
 */
export interface ContractDocument {
  id: number;
  contractId: number;
  type: DocumentType;
  hostId: number;
  hostCompanyName: string | null;
  guestId: number;
  guestCompanyName: string | null;
  /** ISO instant. */
  createdAt: string;
  url: string;
}
