import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ImageUploader } from './image-uploader';

function setup() {
  const onChange = vi.fn();
  renderWithProviders(
    <ImageUploader
      label="Logo"
      target={{ endpoint: 'restaurant', field: 'logo' }}
      value={null}
      onChange={onChange}
      hint="Tamanho recomendado: 200x200"
    />,
  );
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [file] } });
  return { onChange, choose };
}

describe('ImageUploader', () => {
  it('shows the recommended size', () => {
    setup();
    expect(screen.getByText('Tamanho recomendado: 200x200')).toBeTruthy();
  });

  it('refuses a file that is not an image, before sending it', async () => {
    const { onChange, choose } = setup();
    choose(new File(['texto'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Por favor, selecione apenas arquivos de imagem.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image above 5MB, before sending it', async () => {
    const { onChange, choose } = setup();
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(await screen.findByText('A imagem deve ter no máximo 5MB.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
