/**
 * The demo restaurant seeded on a first start with an empty database, so a newcomer running
 * `npm start` has a menu to open and a panel to log into.
 */
import { count } from 'drizzle-orm';
import { createRestaurantsService } from '../../modules/restaurants/restaurants.service';
import type { Db } from '../client';
import { categories, menuItems, restaurants } from '../schema';
import { buildMenuItem, buildRegistration } from './factories';

export const DEMO_LOGIN = { email: 'demo@comanda.app', password: 'comanda-demo' } as const;

const DEMO_MENU = [
  buildMenuItem({
    name: 'Pizza Margherita',
    description: 'Molho de tomate, muçarela de búfala e manjericão fresco.',
    price: '54.90',
    category: 'Pizzas',
    loyaltyPoints: 5,
  }),
  buildMenuItem({
    name: 'Pizza Calabresa',
    description: 'Calabresa artesanal, cebola roxa e azeitonas pretas.',
    price: '49.90',
    category: 'Pizzas',
    loyaltyPoints: 5,
  }),
  buildMenuItem({
    name: 'Pizza Quatro Queijos',
    description: 'Muçarela, provolone, parmesão e gorgonzola.',
    price: '59.90',
    category: 'Pizzas',
    loyaltyPoints: 6,
  }),
  buildMenuItem({
    name: 'Pizza Portuguesa',
    description: 'Presunto, ovos, cebola, ervilha e muçarela.',
    price: '56.90',
    category: 'Pizzas',
    loyaltyPoints: 5,
  }),
  buildMenuItem({
    name: 'Refrigerante lata',
    description: '350 ml, bem gelado.',
    price: '7.00',
    category: 'Bebidas',
    loyaltyPoints: 1,
  }),
  buildMenuItem({
    name: 'Suco natural de laranja',
    description: '500 ml, feito na hora.',
    price: '12.00',
    category: 'Bebidas',
    loyaltyPoints: 1,
  }),
  buildMenuItem({
    name: 'Água mineral',
    description: '500 ml, com ou sem gás.',
    price: '5.00',
    category: 'Bebidas',
    loyaltyPoints: 0,
  }),
  buildMenuItem({
    name: 'Petit gâteau',
    description: 'Bolinho quente de chocolate com sorvete de creme.',
    price: '24.90',
    category: 'Sobremesas',
    loyaltyPoints: 2,
  }),
  buildMenuItem({
    name: 'Pudim de leite',
    description: 'Receita da casa, com calda de caramelo.',
    price: '14.90',
    category: 'Sobremesas',
    loyaltyPoints: 1,
  }),
];

/** Seeds the demo restaurant when there is no restaurant at all; returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(restaurants);
  if ((row?.total ?? 0) > 0) return false;

  const restaurant = await createRestaurantsService(db).register(
    buildRegistration({
      name: 'Pizzaria Bella Napoli',
      description: 'Pizzas de fermentação natural assadas no forno a lenha desde 1998.',
      whatsapp: '5511987654321',
      address: 'Avenida Paulista, 1000 - Bela Vista, São Paulo - SP',
      zipCode: '01310-100',
      latitude: '-23.564000',
      longitude: '-46.652000',
      ...DEMO_LOGIN,
    }),
  );

  const names = [...new Set(DEMO_MENU.map((item) => item.category))];
  const created = await db
    .insert(categories)
    .values(names.map((name, position) => ({ restaurantId: restaurant.id, name, position })))
    .returning();
  const categoryId = new Map(created.map((category) => [category.name, category.id]));
  await db.insert(menuItems).values(
    DEMO_MENU.map((item, position) => ({
      ...item,
      restaurantId: restaurant.id,
      categoryId: categoryId.get(item.category),
      position,
    })),
  );
  return true;
}
