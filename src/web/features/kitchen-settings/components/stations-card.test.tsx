/**
 * 'Praças': what it lists, what it sends to add, edit and deactivate a station with its printer,
 * the domain's Portuguese before anything is sent, and the server's 4xx as it comes.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { BAR, CAIXA, COZINHA, K, sent } from '../test-fixtures';
import { StationsCard } from './stations-card';

async function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    [`GET ${K}/stations`]: { body: { stations: [COZINHA, BAR, CAIXA] } },
    ...routes,
  });
  const rendered = renderWithProviders(<StationsCard restaurantId="r1" />);
  const card = await screen.findByRole('region', { name: 'Praças' });
  await within(card).findByRole('list', { name: 'Praças' });
  return { ...rendered, fetchMock, card };
}

describe("'Praças'", () => {
  it('lists each station with its kind and printer', async () => {
    const { card } = await open();
    const rows = within(within(card).getByRole('list', { name: 'Praças' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('CozinhaProduçãoEpson (TM-T20, TM-T88) · 80 mm · Rede 192.168.0.50:9100'),
      expect.stringContaining('BarProduçãoSem impressora (só a tela da cozinha)'),
      expect.stringContaining('CaixaBalcão'),
    ]);
  });

  it('adds a station with a 58 mm network printer: the columns follow the paper', async () => {
    const { user, card, fetchMock } = await open({
      [`POST ${K}/stations`]: { status: 201, body: { ...BAR, id: 's4' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Adicionar praça' }));
    const form = within(card).getByRole('form', { name: 'Nova praça' });
    await user.type(within(form).getByLabelText('Nome da praça'), '  Pizzaria ');
    await user.selectOptions(within(form).getByLabelText('Modelo'), 'Elgin (i7, i8, i9)');
    await user.click(within(form).getByRole('radio', { name: '58 mm' }));
    expect((within(form).getByLabelText('Colunas') as HTMLSelectElement).value).toBe('32');
    await user.selectOptions(within(form).getByLabelText('Vias'), '2');
    await user.click(within(form).getByRole('checkbox', { name: 'Cortar o papel' }));
    await user.type(within(form).getByLabelText('IP da impressora'), '192.168.0.60');
    await user.click(within(form).getByRole('button', { name: 'Salvar praça' }));
    await within(card).findByRole('button', { name: 'Adicionar praça' });
    expect(sent(fetchMock, 'POST', `${K}/stations`)).toEqual([
      {
        name: 'Pizzaria',
        kind: 'producao',
        printer: {
          family: 'elgin',
          paperWidth: 58,
          columns: 32,
          codePage: 'cp860',
          cut: false,
          copies: 2,
          connection: { kind: 'rede', host: '192.168.0.60', port: 9100 },
        },
      },
    ]);
  });

  it("refuses with the domain's words and sends nothing", async () => {
    const { user, card, fetchMock } = await open();
    await user.click(within(card).getByRole('button', { name: 'Adicionar praça' }));
    const form = within(card).getByRole('form', { name: 'Nova praça' });
    await user.type(within(form).getByLabelText('IP da impressora'), '192.168.0.50; rm');
    await user.clear(within(form).getByLabelText('Porta'));
    await user.type(within(form).getByLabelText('Porta'), '70000');
    await user.click(within(form).getByRole('button', { name: 'Salvar praça' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Informe o nome da praça',
      'Escolha o modelo da impressora',
      'Informe um IP como 192.168.0.50 ou um nome de rede',
      'Porta inválida',
    ]);
    await user.click(within(form).getByRole('radio', { name: 'Serial no computador do agente' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar praça' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain('Informe a porta da impressora');
    expect(sent(fetchMock, 'POST', `${K}/stations`)).toEqual([]);
  });

  it('renames a station, moves its printer to this browser, and shows the server refusal', async () => {
    const { user, card, fetchMock } = await open({
      [`PATCH ${K}/stations/s1`]: { status: 409, body: { error: 'Já existe uma praça com esse nome.' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Editar Cozinha' }));
    const form = within(card).getByRole('form', { name: 'Editar Cozinha' });
    const name = within(form).getByLabelText('Nome da praça');
    await user.clear(name);
    await user.type(name, 'Bar');
    await user.click(within(form).getByRole('radio', { name: /Balcão/ }));
    await user.click(within(form).getByRole('radio', { name: 'Neste navegador (Chrome)' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar praça' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Já existe uma praça com esse nome.');
    expect(sent(fetchMock, 'PATCH', `${K}/stations/s1`)).toEqual([
      {
        name: 'Bar',
        kind: 'caixa',
        printer: { ...COZINHA.printer, connection: { kind: 'navegador' } },
      },
    ]);
  });

  it('takes a printer away, and deactivates a station', async () => {
    const { user, card, fetchMock } = await open({
      [`PATCH ${K}/stations/s1`]: { body: { ...COZINHA, printer: null } },
      [`DELETE ${K}/stations/s2`]: { status: 204 },
    });
    await user.click(within(card).getByRole('button', { name: 'Editar Cozinha' }));
    const form = within(card).getByRole('form', { name: 'Editar Cozinha' });
    await user.click(within(form).getByRole('switch', { name: 'Tem impressora' }));
    expect(within(form).queryByLabelText('Modelo')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Salvar praça' }));
    await within(card).findByRole('button', { name: 'Editar Cozinha' });
    await user.click(within(card).getByRole('button', { name: 'Desativar Bar' }));
    expect(sent(fetchMock, 'PATCH', `${K}/stations/s1`)).toEqual([
      { name: 'Cozinha', kind: 'producao', printer: null },
    ]);
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === `${K}/stations/s2` && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
