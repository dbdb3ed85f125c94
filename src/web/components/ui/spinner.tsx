import { LoaderCircle } from 'lucide-react';

/** A loading line that screen readers announce politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-stone-700">
      <LoaderCircle className="size-5 text-orange-700 motion-safe:animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}
