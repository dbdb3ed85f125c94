/** The public menu's face for the pages: the whole menu screen for a restaurant id. */
export { MenuScreen } from './components/menu-screen';
