// The shared codes of the entities (the tables and their labels live in the topic files:
// offices.ts, users.ts…).

/** Office publication state (operations §4): 0 Unpublished, 1 Published, 2 Waiting for approval, 3 Published off market. */
export type PublicationState = 0 | 1 | 2 | 3;

/** Office status (operations §4): 0 none, 10 rejected by csm, 20 Published by csm, 30 Unpublished by csm, 40 Delisted by host, 50 Enlisted by host. */
export type OfficeStatus = 0 | 10 | 20 | 30 | 40 | 50;

/** Office flexibility as the office record states it (people-and-content §5). */
export type OfficeFlexibilityType = 'full_time' | 'part_time' | 'full_and_part_time';

/** Flexibility code of the office filters (operations §9): Full time (0), Part time (10), Full and Part time (20). */
export type FlexibilityCode = 0 | 10 | 20;

/** Office category code (operations §9): Pro (0), Non-Pro (1). */
export type CategoryCode = 0 | 1;

/** Office type of the map search (operations §9). */
export type OfficeType = 'shared' | 'entire' | 'private';

/** Countries the marketplace works in (operations §9). */
export type CountryCode = 'FR' | 'LU';

/** Meeting and appointment states (operations §4). */
export type MeetingState = 'proposed' | 'accepted' | 'concluded';

/** Service fee types of a contract (operations §2). */
export type ServiceFeeType = 'basic' | 'upfront' | 'monthly';

/** How the deposit due date of a contract is set. */
export type DepositDueDateType = 'date' | 'at_contract_signature';

/** Document types (operations §2). */
export type DocumentType = 'invoice' | 'payment' | 'payout';

/** User types (people-and-content §3). */
export type UserType = 'host' | 'guest';

/** User statuses (people-and-content §2.1 and §4). */
export type UserStatus =
  | 'onboarding'
  | 'created'
  | 'confirmed'
  | 'under_review'
  | 'blocked'
  | 'managed'
  | 'ready_for_handover';

/** Stripe onboarding of a host (people-and-content §3). */
export type StripeState = 'na' | 'completed' | 'verified';

/** Company size code (people-and-content code tables). */
export type CompanySize = 0 | 10 | 20 | 30 | 40 | 50;

/** SEO languages (people-and-content §9). */
export type SeoLang = 'fr' | 'en';

/** SEO location slug (people-and-content §3). */
export type SeoSlug = 'offices' | 'flexible_offices' | 'coworking';

/** SEO location status (people-and-content §3): 0 suspended, 10 active. */
export type SeoStatus = 0 | 10;
