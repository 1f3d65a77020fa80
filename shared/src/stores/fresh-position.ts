/**
 * The options of every "use my location": a position measured now, never one the browser kept from
 * before (the customer may have moved since), within 10 s.
 */
export const FRESH_POSITION: PositionOptions = { timeout: 10_000, maximumAge: 0 };
