export { ExploreRestaurants } from './components/explore-restaurants';
