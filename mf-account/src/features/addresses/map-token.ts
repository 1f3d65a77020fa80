/** The tenant setting that holds the public Mapbox token (docs/decisions/maps-and-locations.md); none: manual entry. */
export const MAPBOX_TOKEN_SETTING = 'website.mapbox_token';
