import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../../../components/ui/use-toast';
import { LightToaster } from './light-toaster';

describe('LightToaster placement (issue 32, item 31)', () => {
  it('sits at the bottom, above the Ver carrinho bar, never at the top over a title', () => {
    render(<LightToaster />);
    act(() => {
      toast({ title: 'Adicionado ao carrinho', description: '1x Pizza' });
    });
    const region = screen.getByRole('region', { name: 'Notificações' });
    const classes = region.className.split(/\s+/);
    expect(classes).toContain('bottom-0');
    expect(classes).not.toContain('top-0');
    expect(classes.some((name) => name.startsWith('pb-[calc(5.5rem'))).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Adicionado ao carrinho');
    act(() => dismissToast());
  });
});
