export { VehiclesSection } from './VehiclesSection';
