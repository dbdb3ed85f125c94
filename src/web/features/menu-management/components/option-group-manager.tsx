import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useOptionGroups } from '../api/get-option-groups';
import { OptionGroupCard } from './option-group-card';
import { OptionGroupForm } from './option-group-form';

/** The library of option groups ('Tamanho', 'Adicionais', 'Borda', flavours), shared by items. */
export function OptionGroupManager({ restaurantId }: { restaurantId: string }) {
  const groups = useOptionGroups(restaurantId);
  const [editing, setEditing] = useState<OwnerOptionGroupView | 'new' | null>(null);
  const group = editing === 'new' ? undefined : (editing ?? undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Grupos de opções</CardTitle>
        <CardDescription>
          Tamanhos, adicionais, bordas e sabores. Um grupo pode ser usado em vários itens.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {groups.data?.length === 0 && <p className="text-sm text-stone-700">Nenhum grupo de opções ainda.</p>}
        <ul className="flex flex-col divide-y divide-stone-200">
          {groups.data?.map((entry) => (
            <OptionGroupCard key={entry.id} restaurantId={restaurantId} group={entry} onEdit={setEditing} />
          ))}
        </ul>
        <Button variant="outline" className="self-start" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Novo grupo
        </Button>
      </CardContent>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{group ? `Editar ${group.name}` : 'Novo grupo de opções'}</DialogTitle>
            <DialogDescription>Depois, marque o grupo nos itens que o oferecem.</DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <OptionGroupForm
              key={group?.id ?? 'new'}
              restaurantId={restaurantId}
              group={group}
              onDone={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
