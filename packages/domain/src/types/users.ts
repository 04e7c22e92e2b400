import type { CompanySize, StripeState, UserStatus, UserType } from './codes';

// A host or a guest (people-and-content.md §3), a guest's favorites and contact requests, and what
// Create CR & Visit sends.

/** The guest's day-to-day answers (each yes/no). */
export interface DayToDay {
  frequentClientVisits: boolean;
  frequentPhoneCalls: boolean;
  quietEnvironmentNeeded: boolean;
}

/** Contact request timestamps (ISO instants; null until the stage is reached). */
export interface ContactRequestTimestamps {
  createdAt: string;
  meetingProposedAt: string | null;
  visitScheduledAt: string | null;
  visitPastAt: string | null;
  contractSentAt: string | null;
  contractSignedAt: string | null;
  requestCancelledAt: string | null;
}

/** A contact request of a guest, as the guest detail lists it. */
export interface UserContactRequest extends ContactRequestTimestamps {
  id: number;
}

/** The notes of a bookmark: the staff note and the guest's own note. */
export interface BookmarkNotes {
  content: string | null;
  userNote: string | null;
}

/** An office in a guest's favorites. */
export interface Bookmark {
  id: number;
  officeId: number;
  officeUuid: string;
  officeAddressLine1: string;
  officeAddressLine2: string | null;
  cover: { small: string; large: string } | null;
  /** True when the guest added it, false when staff did. */
  createdByUser: boolean;
  createdAt: string;
  /** Set when the bookmark was removed. */
  deletedAt: string | null;
  /** True when the guest removed it, false when staff did; null while active. */
  deletedByUser: boolean | null;
  officeViewedAt: string | null;
  emailSent: boolean;
  smsSent: boolean;
  requestId: number | null;
  conversationId: number | null;
  notes: BookmarkNotes;
}

/** A host or a guest. */
export interface User {
  id: number;
  userType: UserType;
  statusCode: number;
  status: UserStatus;
  pro: boolean;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  /** The phone number was verified. */
  userVerified: boolean;
  profileComplete: boolean;
  stripe: StripeState;
  signUpDate: string;
  sourceInformation: string | null;
  nbrContactRequests: number;
  nbrOffices: number;
  notifyBySms: boolean;
  fullName: string;
  fullMobilePhoneNumber: string | null;
  companyName: string | null;
  companySize: CompanySize | null;
  /** Business sector code. */
  businessSector: number | null;
  confirmed: boolean;
  stateName: string | null;
  createdAt: string;
  verifiedAt: string | null;
  /** When the account was confirmed (the guest detail's "confirmed date"); null until then. */
  confirmedAt: string | null;
  dayToDay: DayToDay | null;
  /** Sent with the guest detail only. */
  bookmarks?: Bookmark[];
  /** Sent with the guest detail only. */
  requests?: UserContactRequest[];
}

/** The guest data part of the CR-and-visit payload. */
export interface CrVisitGuestData {
  companyName: string;
  companySize: CompanySize;
  businessSector: number;
  /** E.164 mobile number. */
  phoneNumber: string;
  dayToDay: DayToDay;
}

/** What Create CR & Visit sends (people-and-content §3). */
export interface CrVisitPayload {
  guest: CrVisitGuestData;
  officeId: number;
  /** ISO day. */
  startDate: string;
  /** ISO day. */
  endDate: string;
  seats: number;
  /** Days per week (5 is the full week). */
  flexibility: number;
  guestMessage: string;
  /** ISO day. */
  visitDate: string;
  /** HH:mm, Europe/Paris. */
  visitTime: string;
}
