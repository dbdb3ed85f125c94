/** Suppliers (owner only): `GET/POST /restaurants/:id/suppliers`, `PATCH .../suppliers/:supplierId`. */
import { z } from 'zod';
import { supplierPatchSchema, supplierSchema } from '../../../domain/inventory/supplier.schemas';
import type { App } from '../../lib/types';
import { supplierViewSchema } from './suppliers.schemas';
import { createSuppliersService } from './suppliers.service';

const id = z.string().min(1).max(64);
const restaurantParams = z.object({ id });
const supplierParams = z.object({ id, supplierId: id });

export async function suppliersOwnerRoutes(app: App) {
  const suppliers = createSuppliersService(app.db);

  app.get(
    '/restaurants/:id/suppliers',
    { schema: { params: restaurantParams, response: { 200: z.array(supplierViewSchema) } } },
    (request) => suppliers.list(request.params.id),
  );

  app.post(
    '/restaurants/:id/suppliers',
    { schema: { params: restaurantParams, body: supplierSchema, response: { 201: supplierViewSchema } } },
    async (request, reply) => reply.status(201).send(await suppliers.create(request.params.id, request.body)),
  );

  /** Edits any field; `{ "isActive": false }` deactivates. */
  app.patch(
    '/restaurants/:id/suppliers/:supplierId',
    { schema: { params: supplierParams, body: supplierPatchSchema, response: { 200: supplierViewSchema } } },
    (request) => suppliers.update(request.params.id, request.params.supplierId, request.body),
  );
}
