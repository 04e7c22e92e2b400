import {
  SEARCH_LIST_PAGE_SIZE,
  fitsTeam,
  toOfficeListItem,
  withinBudget,
  type Office,
} from '@backoffice/domain';
import { HttpResponse } from 'msw';
import {
  PLACES,
  REFERENCE_DATE,
  makeHistory,
  makeInternalNote,
  pinOf,
  placeSuggestions,
} from '../fixtures';
import type { officeRoutes } from '../../routes/offices';
import { byId, historyPage, notFound, officeMatches, paged, type ResolversOf } from './shared';

/** The mocks of offices, their actions and the map search, over the mock database. */
export const officesResolvers: ResolversOf<typeof officeRoutes> = {
  offices: ({ db, query }) => {
    const items = db.offices.filter(
      (o) =>
        (query.publicationState === undefined || o.publicationState === query.publicationState) &&
        (query.bestChoice === undefined || (o.rank === 1) === query.bestChoice) &&
        (query.bestDeal === undefined || o.isBestDeal === query.bestDeal) &&
        (query.category === undefined || o.pro === (query.category === 0)) &&
        (!query.country || o.addressDetails.countryCode === query.country) &&
        (!query.generatedBy || o.generatedFromCsv === (query.generatedBy === 'csv')) &&
        (!query.search || officeMatches(o, query.search)),
    );
    if (query.sort === 'id_desc') items.reverse();
    const { items: offices, ...page } = paged(items, query);
    return {
      ...page,
      offices: offices.map(toOfficeListItem),
      trendingOffices: db.offices
        .filter((o) => o.rank === 1)
        .slice(0, 5)
        .map(toOfficeListItem),
    };
  },

  office: ({ db, id }) => {
    const office = byId(db.offices, id, (o) => o.id);
    return office ? { office } : notFound(`Office ${id}`);
  },

  officeHistory: ({ id }) => historyPage(makeHistory('office', id)),

  officeRank: ({ db, id, body }) => {
    const office = byId(db.offices, id, (o) => o.id);
    if (!office) return notFound(`Office ${id}`);
    office.rank = body.rank;
    return { message: 'ok' };
  },

  officeBestDeal: ({ db, id, body }) => {
    const office = byId(db.offices, id, (o) => o.id);
    if (!office) return notFound(`Office ${id}`);
    office.isBestDeal = body.isBestDeal;
    return { message: 'ok' };
  },

  officePriceFlexibility: ({ db, id, body }) => {
    const office = byId(db.offices, id, (o) => o.id);
    if (!office) return notFound(`Office ${id}`);
    if (office.minCapacity === null) {
      return { success: false, errors: ['The office has no minimum capacity'] };
    }
    office.priceFlexibility = body.priceFlexibility;
    return { success: true, errors: [] };
  },

  publishOffice: ({ db, id, body }) => {
    const office = byId(db.offices, id, (o) => o.id);
    if (!office) return notFound(`Office ${id}`);
    office.publicationState = body.offMarket ? 3 : 1;
    office.status = 20;
    office.firstPublishedAt ??= REFERENCE_DATE.toISOString();
    return { message: 'ok' };
  },

  unpublishOffice: ({ db, id }) => {
    const office = byId(db.offices, id, (o) => o.id);
    if (!office) return notFound(`Office ${id}`);
    Object.assign(office, { publicationState: 0, status: 30 });
    return { message: 'ok' };
  },

  rejectOfficeVersion: ({ db, id }) => {
    const office = byId(db.offices, id, (o) => o.id);
    if (!office) return notFound(`Office ${id}`);
    Object.assign(office, { publicationState: 1, status: 10, hasActiveVersion: false });
    return { message: 'ok' };
  },

  generateSeoDescription: ({ db, id }) => {
    if (!byId(db.offices, id, (o) => o.id)) return notFound(`Office ${id}`);
    db.seoGenerations.set(id, 1);
    return HttpResponse.json({ status: 'pending', seoDescription: null }, { status: 202 });
  },

  seoGenerationStatus: ({ db, id }) => {
    const office = byId(db.offices, id, (o) => o.id);
    if (!office) return notFound(`Office ${id}`);
    const left = db.seoGenerations.get(id);
    if (left === undefined) return notFound(`An SEO generation for office ${id}`);
    if (left > 0) {
      db.seoGenerations.set(id, left - 1);
      return { status: 'pending', seoDescription: null };
    }
    db.seoGenerations.delete(id);
    // The generated text is answered, not written into the office (Save does that).
    return {
      status: 'done',
      seoDescription: {
        fr: `${office.title.fr} : des bureaux lumineux au cœur du quartier.`,
        en: `${office.title.fr}: bright offices in the heart of the neighbourhood.`,
      },
    };
  },

  updateSeoDescription: ({ db, id, body }) => {
    const office = byId(db.offices, id, (o) => o.id);
    if (!office) return notFound(`Office ${id}`);
    office.seoDescription = { fr: body.fr, en: body.en };
    return { message: 'ok' };
  },

  createInternalNote: ({ db, body }) => {
    const office = byId(db.offices, body.office_id, (o) => o.id);
    if (!office) return notFound(`Office ${body.office_id}`);
    const internalNote = makeInternalNote(db.nextId(), {
      note: body.note,
      createdAt: REFERENCE_DATE.toISOString(),
    });
    office.internalNotes.unshift(internalNote);
    return { internalNote };
  },

  updateInternalNote: ({ db, id, body }) => {
    const internalNote = db.offices.flatMap((o) => o.internalNotes).find((n) => n.id === id);
    if (!internalNote) return notFound(`Internal note ${id}`);
    internalNote.note = body.internal_note.note;
    return { internalNote };
  },

  deleteInternalNote: ({ db, id }) => {
    const office = db.offices.find((o) => o.internalNotes.some((n) => n.id === id));
    if (!office) return notFound(`Internal note ${id}`);
    office.internalNotes = office.internalNotes.filter((n) => n.id !== id);
    return { message: 'ok' };
  },

  addBookmarkToUsers: ({ body }) => ({
    message: `Office ${body.office_id} added to the favorites of ${body.guest_ids.join(', ')}`,
  }),

  placeAutocomplete: ({ query }) => ({ suggestions: placeSuggestions(query.q) }),

  placeDetails: ({ query }) => {
    const place = PLACES.find((p) => p.placeId === query.placeId);
    return place ? { place } : notFound(`Place ${query.placeId}`);
  },

  searchOffices: ({ db, query }) => {
    const matching = db.offices.filter(
      (o) =>
        (query.topLat === undefined ||
          query.bottomLat === undefined ||
          query.topLon === undefined ||
          query.bottomLon === undefined ||
          (o.location.lat <= query.topLat &&
            o.location.lat >= query.bottomLat &&
            o.location.lon <= query.topLon &&
            o.location.lon >= query.bottomLon)) &&
        (query.publicationState === undefined || o.publicationState === query.publicationState) &&
        (!query.zipCode || o.addressDetails.zipCode === query.zipCode) &&
        (query.seatsMin === undefined || o.capacity >= query.seatsMin) &&
        (query.seatsMax === undefined || (o.minCapacity ?? 1) <= query.seatsMax) &&
        (query.teamSize === undefined || fitsTeam(o, query.teamSize)) &&
        // The whole monthly bill, as the server counts it: price × team size (else minimum).
        (query.budget === undefined || withinBudget(o, query.budget, query.teamSize)) &&
        (query.generatedFromCsv === undefined || o.generatedFromCsv === query.generatedFromCsv) &&
        (query.proType === undefined || o.pro === (query.proType === 0)) &&
        (!query.searchString || officeMatches(o, query.searchString)),
    );
    if (query.publicationDateSort) {
      const time = (o: Office) => Date.parse(o.firstPublishedAt ?? o.createdAt);
      matching.sort((a, b) =>
        query.publicationDateSort === 'asc' ? time(a) - time(b) : time(b) - time(a),
      );
    }
    if (query.view === 'map') return { pins: matching.map(pinOf), resultCount: matching.length };
    const page = query.page ?? 1;
    return {
      offices: matching.slice((page - 1) * SEARCH_LIST_PAGE_SIZE, page * SEARCH_LIST_PAGE_SIZE),
      resultCount: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / SEARCH_LIST_PAGE_SIZE)),
    };
  },
};
