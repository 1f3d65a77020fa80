/** Advisory lock key held while migrating or seeding, so concurrent api instances take turns. */
export const SCHEMA_LOCK = 7_311_004;
