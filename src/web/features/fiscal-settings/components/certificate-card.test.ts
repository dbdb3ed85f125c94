import { describe, expect, it } from 'vitest';
import { certificateErrors } from './certificate-card';

describe("where a refused certificate's message is shown", () => {
  it('puts a wrong password under the password', () => {
    const message = 'A senha do certificado não confere. Confira a senha e envie de novo.';
    expect(certificateErrors(message, true)).toEqual({ password: message });
  });

  it('puts a file the provider cannot read under the file', () => {
    const message = 'Este certificado é de outro CNPJ: envie o certificado A1 do CNPJ do perfil fiscal.';
    expect(certificateErrors(message, false)).toEqual({ file: message });
  });

  it("shows the provider's refusal of the restaurant's address on the card, saying where to fix it", () => {
    expect(
      certificateErrors('O provedor de notas fiscais recusou os dados: cep não pode ficar em branco', false),
    ).toEqual({
      card: 'O provedor de notas fiscais recusou os dados: cep não pode ficar em branco. Confira o endereço e o CEP do restaurante na aba Visual e envie de novo.',
    });
  });

  it('shows our own refusal of an address without a CEP on the card, saying where to fix it', () => {
    expect(
      certificateErrors(
        'O endereço do restaurante está sem CEP ou sem cidade, que vão na nota fiscal.',
        false,
      ),
    ).toEqual({
      card: 'O endereço do restaurante está sem CEP ou sem cidade, que vão na nota fiscal. Confira o endereço e o CEP do restaurante na aba Visual e envie de novo.',
    });
  });

  it('shows any other refusal of the company record on the card as it came', () => {
    const message = 'O provedor de notas fiscais recusou os dados: inscrição estadual não confere.';
    expect(certificateErrors(message, false)).toEqual({ card: message });
  });
});
