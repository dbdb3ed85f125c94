import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import type { WhatsAppCardView } from '../api/whatsapp-api';
import { WhatsAppCard } from './whatsapp-card';

const connected = (overrides: Partial<Extract<WhatsAppCardView, { connected: true }>>): WhatsAppCardView => ({
  connected: true,
  embeddedSignup: null,
  registration: 'registered',
  phoneNumberId: '106540352242922',
  wabaId: '102290129340398',
  displayPhoneNumber: '+55 11 98765-4321',
  verifiedName: 'Cantina da Nona',
  qualityRating: 'GREEN',
  messagingLimitTier: 'TIER_250',
  templates: [],
  usage: [],
  ...overrides,
});

const show = (card: WhatsAppCardView) => {
  stubFetch({ 'GET /api/restaurants/r1/whatsapp': { body: card } });
  renderWithProviders(<WhatsAppCard restaurantId="r1" />);
};

describe('WhatsAppCard', () => {
  it("shows a registered number's name, number and quality", async () => {
    show(connected({}));
    expect(await screen.findByText('Cantina da Nona')).toBeTruthy();
    expect(screen.getByText('+55 11 98765-4321')).toBeTruthy();
    expect(screen.getByText('Qualidade do número')).toBeTruthy();
    expect(screen.getByText('Alta')).toBeTruthy();
  });

  it('shows no empty rows for a business account still without a number', async () => {
    show(
      connected({
        registration: 'phone_pending',
        phoneNumberId: null,
        displayPhoneNumber: null,
        verifiedName: null,
        qualityRating: null,
        messagingLimitTier: null,
      }),
    );
    expect(await screen.findByText('Número pendente')).toBeTruthy();
    expect(screen.queryByText('Nome exibido')).toBeNull();
    expect(screen.queryByText('Número')).toBeNull();
    expect(screen.queryByText('Qualidade do número')).toBeNull();
    expect(screen.queryByText('—')).toBeNull();
    expect(screen.queryByText('Sem avaliação')).toBeNull();
  });

  it('shows the number before Meta reports its name and quality, and only that', async () => {
    show(connected({ verifiedName: null, qualityRating: null, registration: 'pin_required' }));
    expect(await screen.findByText('+55 11 98765-4321')).toBeTruthy();
    expect(screen.queryByText('Nome exibido')).toBeNull();
    expect(screen.queryByText('Qualidade do número')).toBeNull();
  });
});
