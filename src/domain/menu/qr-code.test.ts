import { describe, expect, it } from 'vitest';
import { menuUrl, qrFileName, tableFromSearch } from './qr-code';

describe('qrFileName', () => {
  it.each([
    ['Pizzaria Bella Napoli', undefined, 'qr-cardapio-pizzaria-bella-napoli.png'],
    ['  Cantina   da Nonna ', undefined, 'qr-cardapio-cantina-da-nonna.png'],
    ['Açaí & Cia', undefined, 'qr-cardapio-açaí-&-cia.png'],
    ['Bar/Lanches: 24h?', undefined, 'qr-cardapio-barlanches-24h.png'],
    ['Hamburgueria', 7, 'qr-cardapio-hamburgueria-mesa-7.png'],
  ])('%s (table %s) -> %s', (name, table, file) => {
    expect(qrFileName(name, table)).toBe(file);
  });
});

describe('menu links', () => {
  it('builds the menu URL from PUBLIC_URL, with the table when given', () => {
    expect(menuUrl('https://comanda.app/', 'abc')).toBe('https://comanda.app/menu/abc');
    expect(menuUrl('https://comanda.app', 'abc', 7)).toBe('https://comanda.app/menu/abc?mesa=7');
    expect(menuUrl('https://comanda.app', 'abc', 'Varanda 1')).toBe(
      'https://comanda.app/menu/abc?mesa=Varanda%201',
    );
  });

  it.each([
    ['?mesa=7', 7],
    ['?x=1&mesa=12', 12],
    ['?mesa=0', null],
    ['?mesa=501', null],
    ['?mesa=abc', null],
    ['', null],
  ])('%s -> table %s', (search, table) => {
    expect(tableFromSearch(search)).toBe(table);
  });
});
