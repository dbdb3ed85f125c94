/**
 * The demo restaurant's menu: Brazilian dishes at São Paulo prices, with the option groups that show
 * what the product does (a required size, add-ons, a required choice, half-and-half pizza). The
 * seed creates them through the menu and option-group services, so they pass the same rules as an
 * owner's; the prices and option prices here are in reais, as an owner types them.
 */
import type { OptionGroupInput } from '../../../domain/menu/option-group.schemas';
import type { PhotoKind } from './demo-photos';

/** Option groups by a key the items refer to. */
export const DEMO_GROUPS = {
  pizzaSize: {
    name: 'Tamanho',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Média (6 fatias)', price: 0 },
      { name: 'Grande (8 fatias)', price: '12.00' },
      { name: 'Família (12 fatias)', price: '22.00' },
    ],
  },
  crust: {
    name: 'Borda recheada',
    minChoices: 0,
    maxChoices: 1,
    options: [
      { name: 'Catupiry', price: '9.00' },
      { name: 'Cheddar', price: '9.00' },
      { name: 'Chocolate', price: '11.00' },
    ],
  },
  flavors: {
    name: 'Sabores (meio a meio)',
    kind: 'flavors',
    isRequired: true,
    minChoices: 1,
    maxChoices: 2,
    options: [
      { name: 'Muçarela', price: 0 },
      { name: 'Calabresa', price: 0 },
      { name: 'Margherita', price: '3.00' },
      { name: 'Portuguesa', price: '6.00' },
      { name: 'Frango com catupiry', price: '6.00' },
      { name: 'Quatro queijos', price: '9.00' },
      { name: 'Camarão', price: '18.00' },
    ],
  },
  pastel: {
    name: 'Sabor do pastel',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Carne', price: 0 },
      { name: 'Queijo', price: 0 },
      { name: 'Pizza', price: 0 },
      { name: 'Frango com catupiry', price: '2.00' },
    ],
  },
  sideDish: {
    name: 'Acompanhamento',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Arroz e fritas', price: 0 },
      { name: 'Arroz e purê', price: 0 },
      { name: 'Salada verde', price: 0 },
    ],
  },
  soda: {
    name: 'Sabor do refrigerante',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Cola', price: 0 },
      { name: 'Cola zero', price: 0 },
      { name: 'Guaraná', price: 0 },
      { name: 'Laranja', price: 0 },
    ],
  },
  juiceFlavor: {
    name: 'Sabor do suco',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Laranja', price: 0 },
      { name: 'Maracujá', price: 0 },
      { name: 'Limão', price: 0 },
      { name: 'Acerola', price: 0 },
      { name: 'Abacaxi com hortelã', price: '1.50' },
    ],
  },
  juiceSize: {
    name: 'Tamanho do copo',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: '300 ml', price: 0 },
      { name: '500 ml', price: '5.00' },
    ],
  },
  water: {
    name: 'Com ou sem gás?',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Sem gás', price: 0 },
      { name: 'Com gás', price: 0 },
    ],
  },
  acaiSize: {
    name: 'Tamanho do açaí',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: '300 ml', price: 0 },
      { name: '500 ml', price: '8.00' },
      { name: '700 ml', price: '14.00' },
    ],
  },
  acaiToppings: {
    name: 'Adicionais',
    minChoices: 0,
    maxChoices: 4,
    options: [
      { name: 'Granola', price: '2.00' },
      { name: 'Banana', price: '2.00' },
      { name: 'Leite condensado', price: '3.00' },
      { name: 'Paçoca', price: '3.00' },
      { name: 'Morango', price: '4.00' },
      { name: 'Leite em pó', price: '2.50' },
    ],
  },
} satisfies Record<string, OptionGroupInput>;

export type DemoGroupKey = keyof typeof DEMO_GROUPS;

export interface DemoItem {
  name: string;
  description: string;
  price: string;
  category: string;
  photo: PhotoKind;
  groups: DemoGroupKey[];
  /** What it costs the restaurant (the stock screen's cost and the margin reports). */
  cost: string;
  /** Sold from stock counted in units: drinks and the desserts made in batches. */
  stock?: { unit: string; minAlert: number; restock: number };
  /** How often it is ordered, relative to the others. */
  weight: number;
}

const PIZZA_GROUPS: DemoGroupKey[] = ['pizzaSize', 'crust'];

export const DEMO_ITEMS: DemoItem[] = [
  {
    name: 'Pizza Margherita',
    description: 'Molho de tomate italiano, muçarela de búfala, tomate e manjericão fresco.',
    price: '49.90',
    category: 'Pizzas',
    photo: { kind: 'pizza', sauce: '#c8341c', toppings: ['#f7f3e3', '#3f8f3a'] },
    groups: PIZZA_GROUPS,
    cost: '16.50',
    weight: 9,
  },
  {
    name: 'Pizza Calabresa',
    description: 'Calabresa artesanal fatiada, cebola roxa e azeitonas pretas.',
    price: '44.90',
    category: 'Pizzas',
    photo: { kind: 'pizza', sauce: '#e9b949', toppings: ['#a8322d', '#7b3f6e'] },
    groups: PIZZA_GROUPS,
    cost: '14.20',
    weight: 12,
  },
  {
    name: 'Pizza Frango com Catupiry',
    description: 'Frango desfiado temperado coberto com o legítimo Catupiry.',
    price: '52.90',
    category: 'Pizzas',
    photo: { kind: 'pizza', sauce: '#eccb6a', toppings: ['#d9a35f', '#fbf6ea'] },
    groups: PIZZA_GROUPS,
    cost: '17.80',
    weight: 10,
  },
  {
    name: 'Pizza Portuguesa',
    description: 'Presunto, ovos, cebola, ervilha, palmito e muçarela.',
    price: '52.90',
    category: 'Pizzas',
    photo: { kind: 'pizza', sauce: '#e6bb52', toppings: ['#e8a0a0', '#fff4c2', '#6aa84f'] },
    groups: PIZZA_GROUPS,
    cost: '18.10',
    weight: 7,
  },
  {
    name: 'Pizza Quatro Queijos',
    description: 'Muçarela, provolone, parmesão e gorgonzola.',
    price: '56.90',
    category: 'Pizzas',
    photo: { kind: 'pizza', sauce: '#f0cf6e', toppings: ['#fff3cf', '#cfd8b0'] },
    groups: PIZZA_GROUPS,
    cost: '19.90',
    weight: 6,
  },
  {
    name: 'Pizza meio a meio',
    description: 'Escolha dois sabores: cobramos o valor do sabor mais caro.',
    price: '44.90',
    category: 'Pizzas',
    photo: { kind: 'half-pizza', left: '#a8322d', right: '#f7f3e3' },
    groups: ['flavors', 'pizzaSize', 'crust'],
    cost: '16.00',
    weight: 8,
  },
  {
    name: 'Pizza de chocolate com morango',
    description: 'Chocolate ao leite derretido com morangos frescos.',
    price: '46.90',
    category: 'Pizzas',
    photo: { kind: 'pizza', sauce: '#5a2e1a', toppings: ['#d7263d', '#f2d0a4'] },
    groups: ['pizzaSize'],
    cost: '15.40',
    weight: 3,
  },
  {
    name: 'Coxinha de frango (6 unidades)',
    description: 'Massa de batata, recheio de frango com catupiry, sequinha.',
    price: '24.90',
    category: 'Porções e salgados',
    photo: { kind: 'snacks', shape: 'drop', color: '#c9852f' },
    groups: [],
    cost: '7.20',
    weight: 7,
  },
  {
    name: 'Pastel de feira',
    description: 'Massa crocante e bem recheada, frito na hora.',
    price: '12.90',
    category: 'Porções e salgados',
    photo: { kind: 'snacks', shape: 'pastel', color: '#e0a94b' },
    groups: ['pastel'],
    cost: '3.60',
    weight: 6,
  },
  {
    name: 'Pão de queijo (10 unidades)',
    description: 'Receita mineira com queijo canastra.',
    price: '16.90',
    category: 'Porções e salgados',
    photo: { kind: 'snacks', shape: 'ball', color: '#e8c26a' },
    groups: [],
    cost: '4.10',
    weight: 5,
  },
  {
    name: 'Mandioca frita',
    description: 'Porção de 500 g com maionese da casa.',
    price: '27.90',
    category: 'Porções e salgados',
    photo: { kind: 'snacks', shape: 'stick', color: '#efcf7a' },
    groups: [],
    cost: '6.30',
    weight: 4,
  },
  {
    name: 'Filé à parmegiana',
    description: 'Filé mignon empanado, molho de tomate e muçarela gratinada. Serve 1 pessoa.',
    price: '62.90',
    category: 'Pratos',
    photo: { kind: 'plate', colors: ['#c8341c', '#f3e7c9', '#f2c14e'] },
    groups: ['sideDish'],
    cost: '24.50',
    weight: 5,
  },
  {
    name: 'Strogonoff de frango',
    description: 'Com arroz branco e batata palha.',
    price: '38.90',
    category: 'Pratos',
    photo: { kind: 'plate', colors: ['#d9904a', '#f7f2e6', '#e7b84a'] },
    groups: [],
    cost: '12.80',
    weight: 4,
  },
  {
    name: 'Feijoada completa',
    description: 'Feijão preto com carnes, arroz, couve, farofa, torresmo e laranja.',
    price: '49.90',
    category: 'Pratos',
    photo: { kind: 'bowl', color: '#2e1f1a', toppings: ['#3f7d3a', '#f28c28', '#d9b26f'] },
    groups: [],
    cost: '17.30',
    weight: 3,
  },
  {
    name: 'Refrigerante lata',
    description: '350 ml, bem gelado.',
    price: '7.00',
    category: 'Bebidas',
    photo: { kind: 'can', color: '#c0392b' },
    groups: ['soda'],
    cost: '3.10',
    stock: { unit: 'lata', minAlert: 24, restock: 144 },
    weight: 14,
  },
  {
    name: 'Suco natural',
    description: 'Feito na hora com a fruta.',
    price: '9.90',
    category: 'Bebidas',
    photo: { kind: 'glass', color: '#f5a623' },
    groups: ['juiceFlavor', 'juiceSize'],
    cost: '2.80',
    weight: 6,
  },
  {
    name: 'Água mineral',
    description: '500 ml, com ou sem gás.',
    price: '5.00',
    category: 'Bebidas',
    photo: { kind: 'bottle', color: '#7fc8f8' },
    groups: ['water'],
    cost: '1.40',
    stock: { unit: 'garrafa', minAlert: 24, restock: 96 },
    weight: 6,
  },
  {
    name: 'Cerveja long neck',
    description: 'Pilsen 355 ml.',
    price: '12.00',
    category: 'Bebidas',
    photo: { kind: 'bottle', color: '#9c5b14' },
    groups: [],
    cost: '5.20',
    stock: { unit: 'garrafa', minAlert: 24, restock: 120 },
    weight: 6,
  },
  {
    name: 'Caipirinha de limão',
    description: 'Cachaça artesanal, limão taiti e açúcar.',
    price: '19.90',
    category: 'Bebidas',
    photo: { kind: 'glass', color: '#d8ecb4' },
    groups: [],
    cost: '4.60',
    weight: 3,
  },
  {
    name: 'Pudim de leite',
    description: 'Receita da casa, com calda de caramelo.',
    price: '14.90',
    category: 'Sobremesas',
    photo: { kind: 'pudding' },
    groups: [],
    cost: '3.90',
    stock: { unit: 'fatia', minAlert: 6, restock: 40 },
    weight: 4,
  },
  {
    name: 'Petit gâteau',
    description: 'Bolinho quente de chocolate com sorvete de creme.',
    price: '24.90',
    category: 'Sobremesas',
    photo: { kind: 'cake' },
    groups: [],
    cost: '7.10',
    weight: 3,
  },
  {
    name: 'Açaí na tigela',
    description: 'Açaí puro batido na hora; monte com seus adicionais.',
    price: '19.90',
    category: 'Sobremesas',
    photo: { kind: 'bowl', color: '#4b1d52', toppings: ['#f4e3b1', '#f6d55c', '#d7263d'] },
    groups: ['acaiSize', 'acaiToppings'],
    cost: '6.70',
    weight: 4,
  },
  {
    name: 'Brigadeiro gourmet',
    description: 'Chocolate belga com granulado.',
    price: '4.50',
    category: 'Sobremesas',
    photo: { kind: 'snacks', shape: 'brigadeiro', color: '#4a2a1a' },
    groups: [],
    cost: '1.20',
    weight: 3,
  },
];
