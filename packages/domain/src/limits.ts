/**
 * How long each kind of text the product takes may be. The API's structs give every string
 * one of these as its `maxLength` (shown in the OpenAPI document), the server refuses longer
 * ones with 400 before any query, and the bodies that carry them are capped in bytes before
 * they are parsed. Generous for people, small enough that no input can hold the server.
 */
export const TEXT_LIMITS = {
  /** An email address (RFC 5321's path limit). */
  email: 254,
  /** A password: long passphrases are welcome, a megabyte of one is not. */
  password: 1024,
  /** A search box, a filter's free text. */
  search: 200,
  /** A name, a company, a title, a city, a slug, a place id: one line of text. */
  line: 200,
  /** A guest's or host's message, a reason's message: plain text of a few paragraphs. */
  message: 5000,
  /** A meta description or other short SEO text. */
  seoLine: 1000,
  /** One rich text (an SEO description, an internal note), as HTML. */
  richText: 50_000,
  /** One FAQ answer, as HTML. */
  faqAnswer: 10_000,
} as const;

/** The most FAQ entries a page may hold. */
export const FAQ_MAX_ENTRIES = 30;

/** The largest body the server reads for a sign-in (an email and a password). */
export const LOGIN_BODY_MAX_BYTES = 4 * 1024;
/** The largest body of a call that carries no rich text. */
export const DEFAULT_BODY_MAX_BYTES = 64 * 1024;
/** The largest body of a call that carries rich text (two rich texts in JSON, with room). */
export const RICH_TEXT_BODY_MAX_BYTES = 512 * 1024;
/** The largest body of all: a FAQ saved in both languages, every answer at its limit. */
export const FAQ_BODY_MAX_BYTES = 2 * 1024 * 1024;
