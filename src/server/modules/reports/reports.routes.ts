import { z } from 'zod';
import type { App } from '../../lib/types';
import { createReportsService } from './reports.service';

const restaurantParams = z.object({ id: z.string().min(1).max(64) });

/** Owner routes of the reports; registered inside the ownership guard's scope. */
export async function reportsOwnerRoutes(app: App) {
  const reports = createReportsService(app.db);

  app.get('/restaurants/:id/reports', { schema: { params: restaurantParams } }, async (request) =>
    reports.dashboard(request.params.id),
  );
}
