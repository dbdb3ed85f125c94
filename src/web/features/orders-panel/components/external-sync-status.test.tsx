import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExternalSyncStatus } from './external-sync-status';

const NOW = new Date('2026-11-20T19:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const ifoodOrder = {
  orderSource: 'ifood' as const,
  status: 'pending' as const,
  createdAt: ago(60_000),
  externalStatus: null,
  syncedAt: null,
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('ExternalSyncStatus', () => {
  it('counts down the 8 minutes iFood gives to confirm, second by second', () => {
    render(<ExternalSyncStatus order={ifoodOrder} />);
    expect(screen.getByText(/Confirme em/).textContent).toBe('Confirme em 07:00 ou o iFood cancela o pedido');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText(/Confirme em/).textContent).toContain('06:55');
  });

  it('says when the deadline has passed', () => {
    render(<ExternalSyncStatus order={{ ...ifoodOrder, createdAt: ago(9 * 60_000) }} />);
    expect(screen.getByText('Prazo de confirmação do iFood esgotado')).toBeTruthy();
  });

  it('shows no countdown once confirmed, but the status on iFood and when it was synced', () => {
    render(
      <ExternalSyncStatus
        order={{ ...ifoodOrder, status: 'confirmed', externalStatus: 'CONFIRMED', syncedAt: ago(0) }}
      />,
    );
    expect(screen.queryByText(/Confirme em/)).toBeNull();
    expect(screen.getByText(/^No iFood: confirmado · sincronizado às \d\d:\d\d$/)).toBeTruthy();
  });

  it('says Rappi and Keeta with their article, as every other screen does', () => {
    const { unmount } = render(
      <ExternalSyncStatus
        order={{ ...ifoodOrder, orderSource: 'rappi', status: 'confirmed', externalStatus: 'CONFIRMED' }}
      />,
    );
    expect(screen.getByText(/^Na Rappi: confirmado$/)).toBeTruthy();
    unmount();
    render(
      <ExternalSyncStatus
        order={{
          ...ifoodOrder,
          orderSource: 'keeta',
          status: 'confirmed',
          externalStatus: 'Falha ao sincronizar (confirm)',
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Falha ao sincronizar com a Keeta. Tentaremos novamente automaticamente.',
    );
  });

  it('alerts a failed sync, which the server retries', () => {
    render(
      <ExternalSyncStatus
        order={{ ...ifoodOrder, status: 'confirmed', externalStatus: 'Falha ao sincronizar (confirm)' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Falha ao sincronizar com o iFood. Tentaremos novamente automaticamente.',
    );
  });

  it('alerts an action the platform refused for good, which the server does not send again', () => {
    const { unmount } = render(
      <ExternalSyncStatus
        order={{ ...ifoodOrder, status: 'confirmed', externalStatus: 'Recusado pela plataforma (confirm)' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'O iFood não aceitou a confirmação deste pedido. Não vamos enviar de novo: confira o pedido no portal do iFood ou fale com o suporte.',
    );
    unmount();
    render(
      <ExternalSyncStatus
        order={{
          ...ifoodOrder,
          orderSource: 'rappi',
          status: 'ready',
          externalStatus: 'Recusado pela plataforma (readyForPickup)',
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'A Rappi não aceitou o aviso de pronto deste pedido. Não vamos enviar de novo: confira o pedido no portal da Rappi ou fale com o suporte.',
    );
  });

  it('says a cancellation was asked of iFood and the order stays open until iFood answers', () => {
    render(
      <ExternalSyncStatus
        order={{ ...ifoodOrder, status: 'confirmed', externalStatus: 'CANCELLATION_REQUESTED' }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Cancelamento pedido ao iFood. O pedido continua aberto até o iFood confirmar.',
    );
  });

  it('alerts that iFood refused the cancellation (CARF) and the order is still open', () => {
    render(
      <ExternalSyncStatus
        order={{ ...ifoodOrder, status: 'preparing', externalStatus: 'CANCELLATION_REQUEST_FAILED' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'O iFood não aceitou o cancelamento. O pedido continua aberto: siga com ele, tente cancelar de novo ou fale com o suporte do iFood.',
    );
  });

  it('shows nothing for a direct order', () => {
    const { container } = render(<ExternalSyncStatus order={{ ...ifoodOrder, orderSource: 'direct' }} />);
    expect(container.textContent).toBe('');
  });

  it("speaks of Keeta in the feminine, and leaves a refund's standing to its own block", () => {
    const keeta = { ...ifoodOrder, orderSource: 'keeta' as const, status: 'confirmed' as const };
    const { unmount } = render(
      <ExternalSyncStatus order={{ ...keeta, externalStatus: 'Falha ao sincronizar (dispatch)' }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Falha ao sincronizar com a Keeta. Tentaremos novamente automaticamente.',
    );
    unmount();
    const { container, unmount: again } = render(
      <ExternalSyncStatus order={{ ...keeta, externalStatus: 'CONFIRMED' }} />,
    );
    expect(container.textContent).toBe('Na Keeta: confirmado');
    again();
    const refund = render(<ExternalSyncStatus order={{ ...keeta, externalStatus: 'USER_REFUND_REQUEST' }} />);
    expect(refund.container.textContent).toBe('');
  });
});
