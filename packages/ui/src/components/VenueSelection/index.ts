export { VenueSelection, venueNotFoundText, type VenueSelectionProps, type VenueOption } from './VenueSelection';
