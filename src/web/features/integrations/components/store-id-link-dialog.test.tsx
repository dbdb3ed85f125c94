import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import {
  StoreIdLinkDialog,
  type StoreIdLinkDialogProps,
  type StoreIdLinkOutcome,
} from './store-id-link-dialog';

const REFUSAL = 'A loja 123 não está associada ao Comanda.';

function renderDialog(overrides: Partial<StoreIdLinkDialogProps> = {}) {
  const sent: string[] = [];
  const outcomes: StoreIdLinkOutcome[] = [];
  let closed = 0;
  let reset = 0;
  const view = renderWithProviders(
    <StoreIdLinkDialog
      open
      onClose={() => (closed += 1)}
      onReset={() => (reset += 1)}
      title="Conectar Parceiro"
      description="Ligue sua loja do parceiro sem chaves."
      field={{ id: 'partner-store-id', label: 'ID da loja no parceiro', hint: 'Como aparece no portal.' }}
      action={{ label: 'Ligar loja', pendingLabel: 'Ligando...', pending: false }}
      onSubmit={(value, outcome) => {
        sent.push(value);
        outcomes.push(outcome);
      }}
      {...overrides}
    />,
  );
  return { ...view, sent, outcomes, closed: () => closed, reset: () => reset };
}

describe('StoreIdLinkDialog', () => {
  it('sends the trimmed id, shows the refusal until another id is typed, and resets on close', async () => {
    const { user, sent, outcomes, closed, reset } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Parceiro' });
    expect(within(dialog).getByText('Ligue sua loja do parceiro sem chaves.')).toBeTruthy();
    const field = within(dialog).getByLabelText('ID da loja no parceiro');
    expect(field.getAttribute('aria-describedby')).toBe('partner-store-id-hint');
    const submit = within(dialog).getByRole('button', { name: 'Ligar loja' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(field, ' 123 ');
    await user.click(submit);
    expect(sent).toEqual(['123']);

    outcomes[0]!.fail(new ApiError(422, 'Unprocessable Entity', JSON.stringify({ error: REFUSAL })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(REFUSAL);
    await user.type(field, '4');
    expect(within(dialog).queryByText(REFUSAL)).toBeNull();

    outcomes[0]!.fail(new Error('network'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Tente novamente.');
    outcomes[0]!.close();
    expect(closed()).toBe(1);
    expect(reset()).toBe(1);
  });

  it('says when the partner is not configured on this server, with only Fechar', async () => {
    renderDialog({
      availability: {
        pending: false,
        configured: false,
        checking: 'Verificando o parceiro...',
        notConfigured: 'O Comanda ainda não foi configurado para o parceiro neste servidor.',
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Parceiro' });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'O Comanda ainda não foi configurado para o parceiro neste servidor.',
    );
    expect(within(dialog).queryByLabelText('ID da loja no parceiro')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Ligar loja' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    // The footer's 'Fechar', besides the dialog's own ✕ (also 'Fechar').
    expect(within(dialog).getAllByRole('button', { name: 'Fechar' })).toHaveLength(2);
  });

  it('while the server is checked, shows the check and no field', async () => {
    renderDialog({
      availability: {
        pending: true,
        configured: undefined,
        checking: 'Verificando o parceiro...',
        notConfigured: 'Não configurado.',
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Parceiro' });
    expect(within(dialog).getByText('Verificando o parceiro...')).toBeTruthy();
    expect(within(dialog).queryByLabelText('ID da loja no parceiro')).toBeNull();
  });

  it("places the field among the partner's steps, and takes a step without a value", async () => {
    let secondary = 0;
    const { user, sent } = renderDialog({
      children: (field) => (
        <ol>
          <li>Aprove o Comanda no portal.</li>
          <li>{field}</li>
        </ol>
      ),
      action: { label: 'Gerar código', pendingLabel: 'Gerando...', pending: false, needsValue: false },
      secondary: { label: 'Não é esta loja', onClick: () => (secondary += 1) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Parceiro' });
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps[0]!.textContent).toBe('Aprove o Comanda no portal.');
    expect(within(steps[1]!).getByLabelText('ID da loja no parceiro')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Não é esta loja' }));
    expect(secondary).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Gerar código' }));
    expect(sent).toEqual(['']);
  });

  it('shows the pending label and blocks a second confirmation', async () => {
    renderDialog({ action: { label: 'Ligar loja', pendingLabel: 'Ligando...', pending: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Conectar Parceiro' });
    expect(within(dialog).getByRole('button', { name: 'Ligando...' }).hasAttribute('disabled')).toBe(true);
  });
});
