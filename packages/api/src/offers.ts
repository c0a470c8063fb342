import {
  catalogueOfferListSchema, catalogueOfferSchema, eventOfferDetailSchema, offerAudienceListSchema, offerChoiceListSchema, offerEventListSchema,
  offerStatusAnswerSchema, offerTransactionReportAnswerSchema,
  type CatalogueOffer, type CatalogueOfferCreate, type CatalogueOfferList, type CatalogueOfferRules, type EventOfferDetail, type OfferAudience, type OfferChoice,
  type OfferEventList, type OfferStatusAnswer, type OfferStatusRequest,
} from '@diy/domain';
import { api, unwrap } from './base-api';

const e = encodeURIComponent;

/** The offer paths of seed 000 section 7 (under the API base), and the staff catalogue's. */
export const OFFER_PATHS = {
  audience: '/offers/audience',
  offers: '/offers',
  events: '/offers/events',
  eventDetail: (eventCode: string) => `/offers/events/${e(eventCode)}`,
  transactionReports: '/offers/sendTransactionReports',
  catalogue: '/proxy/diy/v1/offers/catalogue',
  catalogueOffer: (code: string) => `/proxy/diy/v1/offers/catalogue/${e(code)}`,
  retire: (code: string) => `/proxy/diy/v1/offers/catalogue/${e(code)}/retire`,
} as const;

export interface OfferEventsArgs {
  search?: string;
  /** Only events that run offers (the dashboard). */
  withOffers?: boolean;
  /** Only events that can still sell: a show ahead, not closed (the wizard). */
  sellable?: boolean;
  start?: number;
  limit?: number;
}

/** Offers (seed 000 sections 2, 4, 7): the catalogue by audience, an event's opt-ins, the dashboard and detail. */
export const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOfferAudiences: build.query<OfferAudience[], void>({
      query: () => OFFER_PATHS.audience,
      transformResponse: (r: unknown) => unwrap(offerAudienceListSchema)(r).results,
      providesTags: [{ type: 'Offer', id: 'AUDIENCE' }],
    }),
    getOffersForAudience: build.query<OfferChoice[], string>({
      query: (audienceType) => ({ url: OFFER_PATHS.offers, params: { audienceType } }),
      transformResponse: (r: unknown) => unwrap(offerChoiceListSchema)(r).results,
      providesTags: [{ type: 'Offer', id: 'CATALOGUE' }],
    }),
    getOfferEvents: build.query<OfferEventList, OfferEventsArgs>({
      query: ({ search, start = 0, limit, withOffers, sellable }) => ({
        url: OFFER_PATHS.events,
        params: { start, ...(limit ? { limit } : {}), ...(search?.trim() ? { search: search.trim() } : {}), ...(withOffers ? { withOffers: 'true' } : {}), ...(sellable ? { sellable: 'true' } : {}) },
      }),
      transformResponse: unwrap(offerEventListSchema),
      providesTags: [{ type: 'Offer', id: 'EVENTS' }],
    }),
    getEventOffers: build.query<EventOfferDetail, string>({
      query: (eventCode) => OFFER_PATHS.eventDetail(eventCode),
      transformResponse: unwrap(eventOfferDetailSchema),
      providesTags: (_r, _e, eventCode) => [{ type: 'Offer', id: eventCode }],
    }),
    /** Create or activate (status true) or deactivate (false); refreshes the dashboard and the events named. */
    setEventOffers: build.mutation<OfferStatusAnswer, OfferStatusRequest>({
      query: (body) => ({ url: OFFER_PATHS.offers, method: 'POST', body }),
      transformResponse: unwrap(offerStatusAnswerSchema),
      invalidatesTags: (_r, _e, body) => [{ type: 'Offer', id: 'EVENTS' }, ...body.offers.map((o) => ({ type: 'Offer' as const, id: o.eventCode }))],
    }),
    sendOfferTransactionReport: build.mutation<{ message: string }, string>({
      query: (etCode) => ({ url: OFFER_PATHS.transactionReports, method: 'POST', body: { etCode } }),
      transformResponse: unwrap(offerTransactionReportAnswerSchema),
    }),

    // Staff: the catalogue.
    getOfferCatalogue: build.query<CatalogueOfferList, void>({
      query: () => OFFER_PATHS.catalogue,
      transformResponse: unwrap(catalogueOfferListSchema),
      providesTags: [{ type: 'Offer', id: 'CATALOGUE' }],
    }),
    createCatalogueOffer: build.mutation<CatalogueOffer, CatalogueOfferCreate>({
      query: (body) => ({ url: OFFER_PATHS.catalogue, method: 'POST', body }),
      transformResponse: unwrap(catalogueOfferSchema),
      invalidatesTags: [{ type: 'Offer', id: 'CATALOGUE' }, 'AuditLog'],
    }),
    updateCatalogueOffer: build.mutation<CatalogueOffer, { code: string; rules: CatalogueOfferRules }>({
      query: ({ code, rules }) => ({ url: OFFER_PATHS.catalogueOffer(code), method: 'PUT', body: rules }),
      transformResponse: unwrap(catalogueOfferSchema),
      invalidatesTags: [{ type: 'Offer', id: 'CATALOGUE' }, 'AuditLog'],
    }),
    retireCatalogueOffer: build.mutation<CatalogueOffer, string>({
      query: (code) => ({ url: OFFER_PATHS.retire(code), method: 'PUT', body: {} }),
      transformResponse: unwrap(catalogueOfferSchema),
      invalidatesTags: [{ type: 'Offer', id: 'CATALOGUE' }, 'AuditLog'],
    }),
  }),
});

export const {
  useGetOfferAudiencesQuery, useGetOffersForAudienceQuery, useGetOfferEventsQuery, useGetEventOffersQuery, useSetEventOffersMutation,
  useSendOfferTransactionReportMutation, useGetOfferCatalogueQuery, useCreateCatalogueOfferMutation, useUpdateCatalogueOfferMutation,
  useRetireCatalogueOfferMutation,
} = offersApi;
