import { useParams } from 'react-router';
import { MenuScreen } from '../features/public-menu';

/** /menu/{id} and /restaurante/{id} when reached inside the app; a fresh load gets menu.html. */
export function PublicMenuPage() {
  const { id = '' } = useParams();
  return <MenuScreen key={id} restaurantId={id} />;
}
