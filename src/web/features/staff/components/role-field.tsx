import { ROLE_LABELS, type StaffRole } from '../../../../domain/staff/roles';
import { FormField } from '../../../components/ui/form-field';

/** 'Perfil': the roles this person may give, as the add and invite dialogs both ask it. */
export function RoleField({
  id,
  value,
  roles,
  onChange,
}: {
  id: string;
  value: StaffRole;
  roles: readonly StaffRole[];
  onChange: (role: StaffRole) => void;
}) {
  return (
    <FormField id={id} label="Perfil">
      {(describedBy) => (
        <select
          id={id}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value as StaffRole)}
          className="h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900"
        >
          {roles.map((candidate) => (
            <option key={candidate} value={candidate}>
              {ROLE_LABELS[candidate]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
