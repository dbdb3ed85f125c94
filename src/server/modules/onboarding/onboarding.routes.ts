/**
 * The owner's setup checklist: `GET /restaurants/:id/onboarding` (each step from the restaurant's
 * data), `POST .../onboarding/shared` (the link was shared from the checklist) and
 * `PUT .../onboarding/hidden` (hide or show the list). Owner only: another owner gets 403.
 */
import { z } from 'zod';
import { onboardingHiddenSchema, onboardingSchema } from '../../../domain/onboarding/onboarding';
import type { App } from '../../lib/types';
import { createOnboardingService } from './onboarding.service';

const params = z.object({ id: z.string().min(1).max(64) });
const response = { 200: onboardingSchema };
const owner = { access: 'owner' as const };

export async function onboardingOwnerRoutes(app: App) {
  const onboarding = createOnboardingService(app.db);

  app.get('/restaurants/:id/onboarding', { schema: { params, response }, config: owner }, (request) =>
    onboarding.view(request.params.id),
  );

  app.post('/restaurants/:id/onboarding/shared', { schema: { params, response }, config: owner }, (request) =>
    onboarding.markShared(request.params.id),
  );

  app.put(
    '/restaurants/:id/onboarding/hidden',
    { schema: { params, body: onboardingHiddenSchema, response }, config: owner },
    (request) => onboarding.setHidden(request.params.id, request.body.hidden),
  );
}
