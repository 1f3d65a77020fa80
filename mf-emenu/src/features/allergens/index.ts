export { AllergenFilter, allergenName } from './AllergenFilter';
export { applyAllergenChoice, avoidedIn } from './allergen-filter';
export { allergenPreferencesOf, keepAllergenPreferences } from './allergen-preferences';
