export { ArtistSearch, ArtistNotFound, type ArtistResult, type ArtistSearchProps } from './ArtistSearch';
export { ArtistAvatar } from './ArtistAvatar';
