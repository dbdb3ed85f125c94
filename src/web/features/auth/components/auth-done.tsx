import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What an account form shows once its request went through: an icon, the server's words, what next. */
export function AuthDone({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-green-100 text-green-800">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      {children}
    </div>
  );
}
