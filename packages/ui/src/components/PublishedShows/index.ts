export { PublishedShows, type PublishedShow, type PublishedShowsProps, type PublishedShowState } from './PublishedShows';
