/**
 * Suppliers (section 3): list, create, edit and deactivate. A supplier is never deleted, so the
 * purchases that name it keep their history.
 */
import type { SupplierView } from '../../../domain/inventory/inventory-api';
import type { SupplierPatch, SupplierValues } from '../../../domain/inventory/supplier.schemas';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { createSuppliersRepository, type SupplierColumns, type SupplierRow } from './suppliers.repository';

export const SUPPLIER_NOT_FOUND = 'Fornecedor não encontrado';

export function toSupplierView(row: SupplierRow): SupplierView {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    phone: row.phone,
    email: row.email,
    address: row.address,
    notes: row.notes,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns of the fields present (absent fields are left alone by an edit). */
function columnsOf(values: SupplierPatch): SupplierColumns {
  const columns: SupplierColumns = {};
  for (const key of ['name', 'contact', 'phone', 'email', 'address', 'notes', 'isActive'] as const) {
    if (values[key] !== undefined) Object.assign(columns, { [key]: values[key] });
  }
  return columns;
}

export function createSuppliersService(db: Db) {
  const repository = createSuppliersRepository(db);

  return {
    async list(restaurantId: string) {
      return (await repository.list(restaurantId)).map(toSupplierView);
    },

    async create(restaurantId: string, values: SupplierValues) {
      return toSupplierView(
        await repository.insert(restaurantId, { ...columnsOf(values), name: values.name }),
      );
    },

    async update(restaurantId: string, supplierId: string, values: SupplierPatch) {
      const row = await repository.update(restaurantId, supplierId, columnsOf(values));
      if (!row) throw notFound(SUPPLIER_NOT_FOUND);
      return toSupplierView(row);
    },
  };
}
