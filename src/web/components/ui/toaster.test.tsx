import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

describe('Toaster', () => {
  it('shows one toast at a time, its text once, in a polite live region reachable with F8', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Primeiro', description: 'Some quando chega outro' });
      toast({
        title: 'Erro ao fazer login',
        description: 'E-mail ou senha incorretos',
        variant: 'destructive',
      });
    });
    // Let Radix render its screen-reader announcer (it waits a frame) before counting copies.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Primeiro')).toBeNull();
    const copies = (text: string) => document.body.textContent?.split(text).length - 1;
    expect(copies('E-mail ou senha incorretos')).toBe(1);
    expect(copies('Erro ao fazer login')).toBe(1);
    const viewport = screen.getByRole('list');
    expect(viewport.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('region', { name: 'Notificações (F8)' })).toBeTruthy();
    expect(viewport.querySelector('[data-variant="destructive"]')).not.toBeNull();
    act(() => dismissToast());
  });

  it('closes a toast from its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login realizado com sucesso!' });
    });
    act(() => screen.getByRole('button', { name: 'Fechar notificação' }).click());
    await screen.findByRole('list');
    expect(screen.queryByText('Login realizado com sucesso!')).toBeNull();
  });

  it('puts its viewport at the bottom on every screen, so a phone’s page title stays visible (issue 32, item 31)', () => {
    render(<Toaster />);
    const classes = screen.getByRole('list').className.split(/\s+/);
    expect(classes).toContain('bottom-0');
    expect(classes.filter((name) => /(^|:)top-0$/.test(name))).toEqual([]);
  });
});
