/**
 * The demo menu's option groups: a required size, add-ons, a required choice ('Com ou sem gás?'),
 * and the half-and-half flavours. Option prices are in reais, as an owner types them.
 */
import type { OptionGroupInput } from '../../domain/menu/option-group.schemas';

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
