/**
 * How often a conditional write lost the race it is there to settle: what its transaction had read allowed the write,
 * and a concurrent commit in between made the write's own condition refuse it. Per process, only ever counted up.
 * The PostgreSQL concurrency tests read them to show that the race was run, not hoped for; PGlite runs one
 * transaction at a time, so there they stay at 0.
 */
export const raceCounters = {
  /** A booking refused sold out although its ticket type had room when the booking read it. */
  bookingSoldOut: 0,
  /** An inventory change refused below sold although sold was within the new total when the change read it. */
  inventoryBelowSold: 0,
  /** A redemption refused by the opt-in's conditional UPDATE after the offer's rules passed on the counters it read. */
  offerRedemption: 0,
};

export type RaceCounters = typeof raceCounters;
